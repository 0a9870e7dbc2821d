// docsLsp/navigationTree on a big site, as the Docs navigation view asks for it: its first levels (switchers, tabs,
// groups) after docs.json changed (a group label edited: the tree is built again) and when nothing changed; and the
// whole tree after an edit (what the Neovim snippet and "reveal current file" ask for).
import { NAVIGATION_TREE_REQUEST, NavigationTreeResult } from '../../../shared/src/protocol/navigationTree';
import { measured, Row, target } from '../results';
import { Session } from '../serverSession';
import { Site, TARGET_PAGES } from '../sites';
import { repeat } from '../stats';

const WARMUP = 5;
/** The levels the view asks for (client/src/navigation). */
const FIRST_LEVELS = 2;

export async function navigationTree(site: Site, reps: number): Promise<Row[]> {
  const uri = site.uri('docs.json');
  const session = await Session.start({ rootUri: site.uri('') });
  try {
    await session.openAndWait(uri, 'json', site.configText);
    const counts = { firstLevels: 0, whole: 0 };
    const request = async (depth: number | undefined) => {
      const { result, ms } = await session.timedRequest<NavigationTreeResult>(NAVIGATION_TREE_REQUEST, { uri, depth });
      const nodes = countNodes(result);
      if (depth === undefined && nodes < site.pageCount)
        throw new Error(`the tree holds ${nodes} nodes for ${site.pageCount} pages`);
      if (nodes === 0) throw new Error('the tree is empty');
      counts[depth === undefined ? 'whole' : 'firstLevels'] = nodes;
      return ms;
    };
    // a group label: typing in it changes docs.json but no page entry
    const label = site.configText.indexOf('"group": "') + '"group": "'.length;
    const edit = (i: number) => session.edit(uri, label, 1, String.fromCharCode(65 + (i % 26)));
    const afterEdit = await repeat(WARMUP, reps, (i) => (edit(i), request(FIRST_LEVELS)));
    const unchanged = await repeat(WARMUP, reps, () => request(FIRST_LEVELS));
    const whole = await repeat(WARMUP, reps, (i) => (edit(i), request(undefined)));
    const extra = {
      site: `${site.pageCount} pages`,
      targets: site.pageCount === TARGET_PAGES ? [target('p95', 50, 'ms')] : undefined,
    };
    const first = `${FIRST_LEVELS} levels, ${counts.firstLevels} nodes`;
    return [
      measured('navigation-tree-edit', 'Navigation tree request after a docs.json edit', 'ms', afterEdit, {
        ...extra,
        note: first,
      }),
      measured('navigation-tree', 'Navigation tree request, nothing changed', 'ms', unchanged, {
        ...extra,
        note: first,
      }),
      measured('navigation-tree-whole', 'Whole navigation tree after a docs.json edit', 'ms', whole, {
        site: extra.site,
        note: `${counts.whole} nodes`,
      }),
    ];
  } finally {
    await session.close();
  }
}

function countNodes(result: NavigationTreeResult): number {
  let count = 0;
  const walk = (nodes: readonly { children?: unknown[] }[]) => {
    for (const node of nodes) {
      count++;
      walk((node.children ?? []) as { children?: unknown[] }[]);
    }
  };
  for (const root of result.roots) walk(root.children);
  return count;
}
