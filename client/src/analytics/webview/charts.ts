// The panel's charts as inline SVG: no script, no remote resources, colours from the stylesheet (theme variables).
import { ChartPoint } from '../model/chartData';
import { html, SafeHtml } from './html';

const WIDTH = 300;

/** Columns over time (feedback per day), labelled at the first and last day. */
export function columnChart(title: string, points: readonly ChartPoint[]): SafeHtml {
  if (points.length === 0) return chartFrame(title, html`<p class="muted">No dated entries.</p>`);
  const height = 80;
  const max = Math.max(...points.map((p) => p.value), 1);
  const step = WIDTH / points.length;
  const columns = points.map((point, i) => {
    const h = Math.round((point.value / max) * height);
    const width = Math.max(step - 1, 0.5).toFixed(2);
    return html`<rect class="bar" x="${(i * step).toFixed(2)}" y="${height - h}" width="${width}" height="${h}">\
<title>${point.label}: ${point.value}</title></rect>`;
  });
  const total = points.reduce((sum, p) => sum + p.value, 0);
  return chartFrame(
    title,
    html`<svg viewBox="0 0 ${WIDTH} ${height + 14}" role="img" \
aria-label="${title}: ${total} in ${points.length} days">${columns}\
<text class="axis" x="0" y="${height + 12}">${points[0].label}</text>\
<text class="axis" x="${WIDTH}" y="${height + 12}" text-anchor="end">${points[points.length - 1].label}</text></svg>`,
  );
}

/** Horizontal labelled bars (status breakdown, top pages, query categories). `kind` picks a colour class per label. */
export function barList(
  title: string,
  points: readonly ChartPoint[],
  kind: (label: string) => string = () => 'bar',
): SafeHtml {
  if (points.length === 0) return chartFrame(title, html`<p class="muted">Nothing to show.</p>`);
  const max = Math.max(...points.map((p) => p.value), 1);
  const rowHeight = 18;
  const labelWidth = 120;
  const rows = points.map((point, i) => {
    const w = Math.round((point.value / max) * (WIDTH - labelWidth - 40));
    const y = i * rowHeight;
    const label = point.label.length > 20 ? `${point.label.slice(0, 19)}…` : point.label;
    return html`<g><title>${point.label}: ${point.value}</title><text class="label" x="0" y="${y + 12}">${label}</text>\
<rect class="${kind(point.label)}" x="${labelWidth}" y="${y + 3}" width="${w}" height="${rowHeight - 6}" rx="2"></rect>\
<text class="value" x="${labelWidth + w + 4}" y="${y + 12}">${point.value}</text></g>`;
  });
  return chartFrame(
    title,
    html`<svg viewBox="0 0 ${WIDTH} ${points.length * rowHeight}" role="img" aria-label="${title}">${rows}</svg>`,
  );
}

function chartFrame(title: string, content: SafeHtml): SafeHtml {
  return html`<figure class="chart"><figcaption>${title}</figcaption>${content}</figure>`;
}
