// docsLsp/navigationTree on a big site, as the Docs navigation view asks for it: its first levels (switchers, tabs,
// groups) cold (the first request of a fresh server, right after docs.json's diagnostics), after docs.json changed
// (a group label edited: the tree is built again) and when nothing changed; a group expanded after an edit (its
// pages' rows, with their titles); and the whole tree after an edit (what the Neovim snippet and "reveal current
// file" ask for).
import {
  NAVIGATION_TREE_REQUEST,
  NavigationNode,
  NavigationTreeResult,
} from '../../../shared/src/protocol/navigationTree';
import { measured, Row, target } from '../results';
import { Session, WAIT_MS } from '../serverSession';
import { Site, TARGET_PAGES } from '../sites';
import { Figures, now, repeat, sleep, summarize } from '../stats';

const WARMUP = 5;
/** The levels the view asks for (client/src/navigation). */
const FIRST_LEVELS = 2;
/** A fresh server per cold sample: fewer samples than the other rows. */
const COLD_REPS = 10;

export async function navigationTree(site: Site, reps: number): Promise<Row[]> {
  const uri = site.uri('docs.json');
  const cold = await coldRequests(site, Math.min(reps, COLD_REPS));
  const session = await Session.start({ rootUri: site.uri('') });
  try {
    await session.openAndWait(uri, 'json', site.configText);
    await specsResolved(session, uri);
    const counts = { firstLevels: 0, whole: 0, expanded: 0 };
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
    // the server's CPU time per sample is steadier than latencies on a loaded machine (it holds the edit's
    // diagnostics too, the same with or without the tree)
    const cpu: Record<string, string> = {};
    const timed = async (name: string, run: () => Promise<Figures>) => {
      const before = session.cpuMs();
      const figures = await run();
      const after = session.cpuMs();
      if (before !== undefined && after !== undefined)
        cpu[name] = `; server CPU ${((after - before) / (WARMUP + reps)).toFixed(1)} ms per sample`;
      return figures;
    };
    const afterEdit = await timed('edit', () => repeat(WARMUP, reps, (i) => (edit(i), request(FIRST_LEVELS))));
    const unchanged = await timed('unchanged', () => repeat(WARMUP, reps, () => request(FIRST_LEVELS)));
    // the group whose label is edited, expanded as the view does: its rows one level deep, titles shown
    const group = '0.0';
    const expanded = await timed('expand', () =>
      repeat(WARMUP, reps, async (i) => {
        edit(i);
        const { result, ms } = await session.timedRequest<NavigationTreeResult>(NAVIGATION_TREE_REQUEST, {
          uri,
          parent: group,
          depth: 1,
        });
        const pages = result.roots[0]?.children.filter((n) => n.kind === 'page') ?? [];
        if (pages.length === 0 || pages.some((n) => !n.file)) throw new Error(`group ${group} came without its pages`);
        counts.expanded = result.roots[0].children.length;
        return ms;
      }),
    );
    const whole = await timed('whole', () => repeat(WARMUP, reps, (i) => (edit(i), request(undefined))));
    const extra = {
      site: `${site.pageCount} pages`,
      comparable: true,
      targets: site.pageCount === TARGET_PAGES ? [target('p95', 50, 'ms')] : undefined,
    };
    const first = `${FIRST_LEVELS} levels, ${counts.firstLevels} nodes`;
    return [
      measured('navigation-tree-cold', 'Navigation tree request, cold (first of a fresh server)', 'ms', cold, {
        ...extra,
        note: `${first}; one server per sample`,
      }),
      measured('navigation-tree-edit', 'Navigation tree request after a docs.json edit', 'ms', afterEdit, {
        ...extra,
        note: first + (cpu.edit ?? ''),
      }),
      measured('navigation-tree', 'Navigation tree request, nothing changed', 'ms', unchanged, {
        ...extra,
        note: first + (cpu.unchanged ?? ''),
      }),
      measured('navigation-tree-expand', 'Navigation tree: a group expanded after a docs.json edit', 'ms', expanded, {
        ...extra,
        note: `${counts.expanded} rows with their pages' titles${cpu.expand ?? ''}`,
      }),
      measured('navigation-tree-whole', 'Whole navigation tree after a docs.json edit', 'ms', whole, {
        site: extra.site,
        comparable: true,
        note: `${counts.whole} nodes${cpu.whole ?? ''}`,
      }),
    ];
  } finally {
    await session.close();
  }
}

/** The view's first request on a server that has just shown docs.json's diagnostics, one server per sample. */
async function coldRequests(site: Site, reps: number) {
  const uri = site.uri('docs.json');
  const samples: number[] = [];
  for (let i = 0; i <= reps; i++) {
    const session = await Session.start({ rootUri: site.uri('') });
    try {
      await session.openAndWait(uri, 'json', site.configText);
      const { result, ms } = await session.timedRequest<NavigationTreeResult>(NAVIGATION_TREE_REQUEST, {
        uri,
        depth: FIRST_LEVELS,
      });
      if (countNodes(result) === 0) throw new Error('the tree is empty');
      if (i > 0) samples.push(ms); // the first run warms the disk cache
    } finally {
      await session.close();
    }
  }
  return summarize(samples);
}

/**
 * Waits until the endpoint entries of the API tab show their operations: the big specs are analysed in the worker
 * after docs.json opens, and every spec that becomes ready changes the tree.
 */
async function specsResolved(session: Session, uri: string): Promise<void> {
  const deadline = now() + WAIT_MS;
  for (;;) {
    const { result } = await session.timedRequest<NavigationTreeResult>(NAVIGATION_TREE_REQUEST, { uri });
    const endpoints = listed(result.roots[0]?.children ?? []).filter((n) => n.kind === 'endpoint');
    if (endpoints.length > 0 && endpoints.every((n) => n.operation)) return;
    if (now() > deadline) throw new Error(`the endpoint entries showed no operation within ${WAIT_MS / 1000} s`);
    await sleep(250);
  }
}

function listed(nodes: readonly NavigationNode[]): NavigationNode[] {
  return nodes.flatMap((n) => [n, ...listed(n.children ?? [])]);
}

function countNodes(result: NavigationTreeResult): number {
  let count = 0;
  const walk = (nodes: readonly NavigationNode[]) => {
    for (const node of nodes) {
      count++;
      walk(node.children ?? []);
    }
  };
  for (const root of result.roots) walk(root.children);
  return count;
}
