// What the "Docs navigation" view shows of the server's tree and what a drop means, without VS Code: the switcher
// levels and the one chosen at each, codicons for the platform's icon names, row descriptions and tooltips, parents
// for reveal, the move a drop asks the server for, and a page's traffic beside its title.
import { pageSlugOf } from '../../../shared/src/analytics/pagePath';
import type { NavigationNode, NavigationRoot } from '../../../shared/src/protocol/navigationTree';
import type { PageStats } from '../analytics/model/traffic';

/** Font Awesome / Lucide names used in docs.json and the codicon that shows the same thing. */
const CODICONS: Readonly<Record<string, string>> = {
  book: 'book',
  'book-open': 'book',
  'book-bookmark': 'book',
  code: 'code',
  'code-branch': 'git-branch',
  terminal: 'terminal',
  gear: 'gear',
  gears: 'gear',
  cog: 'gear',
  settings: 'gear',
  house: 'home',
  home: 'home',
  rocket: 'rocket',
  key: 'key',
  lock: 'lock',
  shield: 'shield',
  'shield-check': 'shield',
  globe: 'globe',
  user: 'person',
  users: 'organization',
  bolt: 'zap',
  zap: 'zap',
  star: 'star',
  bell: 'bell',
  clock: 'clock',
  'clock-rotate-left': 'history',
  signal: 'pulse',
  'chart-line': 'graph-line',
  'chart-bar': 'graph',
  database: 'database',
  server: 'server',
  cloud: 'cloud',
  plug: 'plug',
  puzzle: 'extensions',
  'puzzle-piece': 'extensions',
  link: 'link',
  'arrow-right': 'arrow-right',
  folder: 'folder',
  file: 'file',
  'file-lines': 'file-text',
  list: 'list-unordered',
  'circle-info': 'info',
  info: 'info',
  'circle-question': 'question',
  question: 'question',
  'triangle-exclamation': 'warning',
  bug: 'bug',
  github: 'github',
  discord: 'comment-discussion',
  slack: 'comment-discussion',
  comments: 'comment-discussion',
  message: 'comment',
  envelope: 'mail',
  search: 'search',
  'magnifying-glass': 'search',
  wrench: 'tools',
  tools: 'tools',
  palette: 'symbol-color',
  pen: 'edit',
  pencil: 'edit',
  play: 'play',
  robot: 'hubot',
  sparkles: 'sparkle',
  'wand-magic-sparkles': 'sparkle',
  lightbulb: 'lightbulb',
  flag: 'milestone',
  tag: 'tag',
  box: 'package',
  cube: 'package',
  layers: 'layers',
  'layer-group': 'layers',
  download: 'cloud-download',
  upload: 'cloud-upload',
  newspaper: 'preview',
  heart: 'heart',
  webhook: 'plug',
};

/** The codicon for an icon name of docs.json or frontmatter; undefined when none shows the same thing. */
export function codiconFor(icon: string | undefined): string | undefined {
  return icon === undefined ? undefined : CODICONS[icon.trim().toLowerCase()];
}

/** The codicon of a row without an icon of its own. */
export function defaultCodicon(node: NavigationNode): string {
  if (node.href && !node.children?.length) return 'link-external';
  switch (node.kind) {
    case 'page':
      return node.method ? 'symbol-method' : 'file';
    case 'endpoint':
      return 'symbol-method';
    case 'group':
      return node.generated ? 'symbol-namespace' : 'folder';
    case 'language':
      return 'globe';
    case 'version':
      return 'versions';
    case 'product':
      return 'package';
    case 'tab':
      return 'window';
    case 'anchor':
    case 'global':
      return 'pinned';
    default:
      return 'list-tree';
  }
}

/** The kinds that switch between whole navigations (a selector above the tree, not rows). */
export const SWITCHER_KINDS: ReadonlySet<string> = new Set(['language', 'version', 'product']);

export interface Level {
  /** The switcher's kind, for the selector's title: language, version, product. */
  readonly kind: string;
  readonly options: readonly NavigationNode[];
  readonly chosen: NavigationNode;
}

/**
 * The rows at the top of the view: below each level of switchers (languages, then versions in a language, ...),
 * the one chosen by label (the first when none was chosen or it is gone).
 */
export function visibleRoots(
  root: NavigationRoot,
  chosen: ReadonlyMap<string, string>,
): { rows: NavigationNode[]; levels: Level[] } {
  let rows = root.children;
  const levels: Level[] = [];
  for (;;) {
    const switchers = rows.filter((n) => SWITCHER_KINDS.has(n.kind));
    if (switchers.length === 0 || switchers.length !== rows.filter((n) => n.kind !== 'global').length) break;
    const kind = switchers[0].kind;
    const pick = switchers.find((n) => n.label === chosen.get(kind)) ?? switchers[0];
    levels.push({ kind, options: switchers, chosen: pick });
    rows = [...rows.filter((n) => n.kind === 'global'), ...(pick.children ?? [])];
  }
  return { rows, levels };
}

/** The text beside a row's label: method, tag, hidden, the icon name when no codicon shows it. */
export function describe(node: NavigationNode): string {
  const parts: string[] = [];
  if (node.method) parts.push(node.method);
  if (node.tag) parts.push(node.tag);
  if (node.hidden) parts.push('hidden');
  if (node.generated && node.kind === 'endpoint') parts.push('generated');
  if (node.icon && !codiconFor(node.icon)) parts.push(`icon: ${node.icon}`);
  if (node.href && !node.children?.length) parts.push(node.href);
  return parts.join(' · ');
}

const SEVERITY = ['', 'error', 'warning', 'info', 'hint'];

/** The hover of a row: what it is, where it goes, and its problems. */
export function tooltip(node: NavigationNode): string {
  const lines = [node.label];
  if (node.path && node.path !== node.label) lines.push(node.generated ? `/${node.path} (generated)` : node.path);
  if (node.reference) lines.push(node.reference);
  for (const p of node.problems ?? []) lines.push(`${SEVERITY[p.severity]}: ${p.message} (${p.code})`);
  const below = (node.errors ?? 0) + (node.warnings ?? 0) - (node.problems?.filter((p) => p.severity <= 2).length ?? 0);
  if (below > 0) lines.push(`${below} problem${below === 1 ? '' : 's'} inside`);
  return lines.join('\n');
}

/** Each node's parent, for reveal. */
export function parentsOf(nodes: readonly NavigationNode[]): Map<NavigationNode, NavigationNode | undefined> {
  const parents = new Map<NavigationNode, NavigationNode | undefined>();
  const walk = (list: readonly NavigationNode[], parent: NavigationNode | undefined) => {
    for (const node of list) {
      parents.set(node, parent);
      if (node.children) walk(node.children, node);
    }
  };
  walk(nodes, undefined);
  return parents;
}

/** The row of a page file (relative to the docs root), searched among the visible rows. */
export function findByFile(nodes: readonly NavigationNode[], file: string): NavigationNode | undefined {
  for (const node of nodes) {
    if (node.file === file) return node;
    const below = node.children && findByFile(node.children, file);
    if (below) return below;
  }
  return undefined;
}

/** Whether a row can be dragged: an entry written in docs.json (never a generated page). */
export function draggable(node: NavigationNode): boolean {
  return !node.generated && node.entry !== undefined;
}

/**
 * What a drop asks: dropped on a page, the entry goes before it in its parent; on an element, at its end;
 * on the empty space of the view, at the end of the top level shown.
 */
export function dropTarget(
  target: NavigationNode | undefined,
  parents: ReadonlyMap<NavigationNode, NavigationNode | undefined>,
  topLevel: { readonly id: string },
): { target: string; index?: number } {
  if (!target) return { target: topLevel.id };
  if (target.kind !== 'page' && target.kind !== 'endpoint') return { target: target.id };
  const parent = parents.get(target);
  const index = Number(target.id.slice(target.id.lastIndexOf('.') + 1));
  return { target: parent ? parent.id : topLevel.id, index };
}

/** The element id that holds the top-level rows shown (the chosen switcher, or the navigation root). */
export function topLevelOf(levels: readonly Level[]): { readonly id: string } {
  return levels.length > 0 ? levels[levels.length - 1].chosen : { id: '' };
}

/** The slug of the page a row shows (a page or an endpoint page, listed or generated), to find its traffic. */
export function rowSlug(node: NavigationNode): string | undefined {
  if ((node.kind !== 'page' && node.kind !== 'endpoint') || node.path === undefined) return undefined;
  return pageSlugOf(node.path);
}

/** "1.2k views · 👍 12 👎 3": a page's traffic for the period, short enough to stand beside its title. */
export function trafficDescription(stats: PageStats): string {
  const views = stats.views.total;
  const parts = [`${compactCount(views)} view${views === 1 ? '' : 's'}`];
  if (stats.thumbsUp + stats.thumbsDown > 0)
    parts.push(`👍 ${compactCount(stats.thumbsUp)} 👎 ${compactCount(stats.thumbsDown)}`);
  return parts.join(' · ');
}

/** 999, 1.2k, 12k, 1.2M: a count that fits beside a title. */
export function compactCount(value: number): string {
  const n = Math.max(0, Math.round(value));
  const scaled = (unit: number, suffix: string) => {
    const v = n / unit;
    return `${v < 10 ? Math.floor(v * 10) / 10 : Math.floor(v)}${suffix}`;
  };
  if (n < 1000) return String(n);
  if (n < 1_000_000) return scaled(1000, 'k');
  return scaled(1_000_000, 'M');
}
