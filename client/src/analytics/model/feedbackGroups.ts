// Feedback grouped by the page it is about, for the panel and the editor (code lens, code-block markers, hover).
import { pageSlugOf } from '../../../../shared/src/analytics/pagePath';
import { FeedbackEntry } from '../../../../shared/src/analytics/types';

export interface PageFeedback {
  /** The page slug, or undefined for paths that name no page (another scheme, `..`). */
  readonly slug: string | undefined;
  /** What to show: the slug, or the raw path when there is none. */
  readonly label: string;
  readonly entries: FeedbackEntry[];
  readonly pending: number;
}

export function groupByPage(entries: readonly FeedbackEntry[]): PageFeedback[] {
  const groups = new Map<string, { slug: string | undefined; label: string; entries: FeedbackEntry[] }>();
  for (const entry of entries) {
    const path = String(entry.path ?? ''); // a service breaking its own schema must not break the view
    const slug = pageSlugOf(path);
    const label = slug ?? (path || '(no page)');
    const key = slug === undefined ? `raw:${path}` : `page:${slug}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { slug, label, entries: [] }));
    group.entries.push(entry);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, pending: group.entries.filter((e) => e.status === 'pending').length }))
    .sort((a, b) => b.entries.length - a.entries.length || a.label.localeCompare(b.label));
}

/** "12 feedback (3 pending)" */
export function feedbackSummary(group: Pick<PageFeedback, 'entries' | 'pending'>): string {
  return `${group.entries.length} feedback (${group.pending} pending)`;
}
