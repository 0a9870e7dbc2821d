// docsLsp/navigationTree on a big site: the request as a tree view sends it after docs.json changed (a group label
// edited: the tree is built again) and when nothing changed (the tree kept from the last request).
import { NAVIGATION_TREE_REQUEST, NavigationTreeResult } from '../../../shared/src/protocol/navigationTree';
import { measured, Row, target } from '../results';
import { Session } from '../session';
import { Site, TARGET_PAGES } from '../sites';
import { repeat } from '../stats';

const WARMUP = 5;

export async function navigationTree(site: Site, reps: number): Promise<Row[]> {
  const uri = site.uri('docs.json');
  const session = await Session.start({ rootUri: site.uri('') });
  try {
    await session.openAndWait(uri, 'json', site.configText);
    const params = { uri };
    let nodes = 0;
    const request = async () => {
      const { result, ms } = await session.timedRequest<NavigationTreeResult>(NAVIGATION_TREE_REQUEST, params);
      nodes = countNodes(result);
      if (nodes < site.pageCount) throw new Error(`the tree holds ${nodes} nodes for ${site.pageCount} pages`);
      return ms;
    };
    // a group label: typing in it changes docs.json but no page entry
    const label = site.configText.indexOf('"group": "') + '"group": "'.length;
    const afterEdit = await repeat(WARMUP, reps, async (i) => {
      session.edit(uri, label, 1, String.fromCharCode(65 + (i % 26)));
      return request();
    });
    const unchanged = await repeat(WARMUP, reps, request);
    const siteName = `${site.pageCount} pages`;
    const targets = site.pageCount === TARGET_PAGES ? [target('p95', 50, 'ms')] : undefined;
    const note = `${nodes} nodes`;
    return [
      measured('navigation-tree-edit', 'Navigation tree request after a docs.json edit', 'ms', afterEdit, {
        site: siteName,
        targets,
        note,
      }),
      measured('navigation-tree', 'Navigation tree request, nothing changed', 'ms', unchanged, {
        site: siteName,
        targets,
        note,
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
