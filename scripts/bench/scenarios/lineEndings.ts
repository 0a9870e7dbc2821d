// CRLF line endings: one generated site of text-heavy pages (frontmatter, headings, paragraphs and lists of links, code
// fences, components) written twice, with LF line endings and with CRLF ones (as pages written on Windows come), each
// checked cold by the CLI, the two alternating. The CRLF site's CPU against the LF site's, and the same findings.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { measured, Row } from '../results';
import { BENCH_DIR } from '../sites';
import { summarize } from '../stats';
import { timedCheck } from './pageLinks';

const PAGES = 5_000;
const FOLDERS = 10;
const LAYOUT = 2;
/** Each run checks the site cold (seconds): a few pairs say enough. */
const MAX_REPS = 5;
/** At most this much more CPU for the CRLF site than for the LF one. */
const MAX_CPU_RATIO = 1.1;

/** Page i of the site: about 1.4 KB of what docs pages hold, with links to other pages (every 50th broken). */
function page(i: number, pages: readonly string[]): string {
  const target = (k: number) => `/${pages[(i * 7 + k * 131 + 1) % pages.length]}${(i + k) % 50 === 49 ? '-gone' : ''}`;
  const sentence = `This section explains how the feature of page ${i} behaves, what it needs and what it returns.`;
  return [
    '---',
    `title: "Page ${i}"`,
    `description: "How page ${i} works"`,
    '---',
    '',
    `${sentence} Read [the overview](${target(0)}) first, then [the details](${target(1)}#usage).`,
    '',
    '## Usage',
    '',
    `${sentence} ${sentence}`,
    `It goes on over a second line with \`inline code\` and **strong text**, and a [third link](${target(2)}).`,
    '',
    '- First item, with [a link](' + target(3) + ')',
    '- Second item',
    '  - A nested item with `code`',
    '',
    '1. Install it:',
    '',
    '   ```bash',
    '   npm install example',
    '   ```',
    '',
    '2. Run it.',
    '',
    'Setext heading',
    'over two lines',
    '--------------',
    '',
    '<CardGroup cols={2}>',
    `  <Card title="Guide ${i}" icon="book" href="${target(4)}">`,
    `    ${sentence}`,
    '  </Card>',
    '</CardGroup>',
    '',
    '<Note>',
    `  ${sentence}`,
    '</Note>',
    '',
    '```json',
    '{ "link": "[not a link](/nowhere)" }',
    '```',
    '',
    `### Details ${i}`,
    '',
    `${sentence} ${sentence} ${sentence}`,
    '',
  ].join('\n');
}

/** The site in `dir`, its pages' lines ended by `lineEnding`. */
function writeSite(dir: string, lineEnding: '\n' | '\r\n'): void {
  const stamp = path.join(dir, `.layout-${LAYOUT}`);
  if (fs.existsSync(stamp)) return;
  fs.rmSync(dir, { recursive: true, force: true });
  const perFolder = PAGES / FOLDERS;
  const pages = Array.from({ length: PAGES }, (_, i) => `f${Math.floor(i / perFolder)}/p${i % perFolder}`);
  for (let f = 0; f < FOLDERS; f++) fs.mkdirSync(path.join(dir, `f${f}`), { recursive: true });
  const groups = Array.from({ length: FOLDERS }, (_, f) => ({
    group: `Folder ${f}`,
    pages: pages.slice(f * perFolder, (f + 1) * perFolder),
  }));
  fs.writeFileSync(
    path.join(dir, 'docs.json'),
    JSON.stringify({ name: 'Lines', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { groups } }),
  );
  pages.forEach((name, i) =>
    fs.writeFileSync(path.join(dir, `${name}.mdx`), page(i, pages).replaceAll('\n', lineEnding)),
  );
  fs.writeFileSync(stamp, '');
}

export function lineEndings(reps: number): Row[] {
  const sites = {
    lf: path.join(BENCH_DIR, `line-endings-lf-${PAGES}`),
    crlf: path.join(BENCH_DIR, `line-endings-crlf-${PAGES}`),
  };
  writeSite(sites.lf, '\n');
  writeSite(sites.crlf, '\r\n');
  const cpu = { lf: [] as number[], crlf: [] as number[] };
  const findings = { lf: '', crlf: '' };
  // alternating, so that a change of the machine's load weighs on both alike
  for (let i = 0; i < Math.min(reps, MAX_REPS); i++)
    for (const ending of ['lf', 'crlf'] as const) {
      const run = timedCheck(sites[ending], ['--format', 'json']);
      cpu[ending].push(run.cpuMs);
      // the report names files by their paths from here, through the site's folder
      findings[ending] = run.stdout.replaceAll(path.basename(sites[ending]), '<site>');
    }
  if (findings.lf !== findings.crlf) throw new Error('the CRLF site has other findings than the LF site');
  const lf = summarize(cpu.lf);
  const crlf = summarize(cpu.crlf);
  const site = `${PAGES} pages of about ${(page(0, ['a']).length / 1024).toFixed(1)} KB`;
  return [
    measured('line-endings-lf-cpu', 'CPU of a cold `check`, pages with LF line endings', 'ms', lf, { site }),
    measured('line-endings-crlf-cpu', 'CPU of a cold `check` of the same pages with CRLF line endings', 'ms', crlf, {
      site,
      targets: [
        {
          stat: 'p50',
          limit: lf.p50 * MAX_CPU_RATIO,
          text: `p50 <= ${MAX_CPU_RATIO} x the LF site's (${Math.round(lf.p50 * MAX_CPU_RATIO)} ms)`,
        },
      ],
      note: `CRLF / LF CPU at p50: ${(crlf.p50 / lf.p50).toFixed(2)}; the same findings`,
    }),
  ];
}
