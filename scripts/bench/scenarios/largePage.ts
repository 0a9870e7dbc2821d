// Request latency while a 1 MB page parses: the page (real-looking MDX with tables and JSX,
// scripts/bench/largeMdxPage.ts) is opened, then edited, in the real server; while each version is parsed, hovers on
// another page are sent one after the other (20 ms apart) until the page's diagnostics arrive. Each hover's round trip
// is a sample: what a user working elsewhere waits while the page is read (the server parses it in its page worker).
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Hover } from 'vscode-languageserver-protocol';
import { largeMdxPage } from '../largeMdxPage';
import { fileUri } from '../../../server/src/engine/workspace';
import { measured, Row, target } from '../results';
import { Session } from '../serverSession';
import { now, sleep, summarize } from '../stats';

const OTHER = '---\ntitle: Other\n---\n\n## About\n\n## Setup\n\n<Card title="Start" href="/large">\n  Go.\n</Card>\n';
/** A hover every so often, as a user moving about: back to back, the client and the server would take a core. */
const HOVER_GAP_MS = 20;
/** Versions of the page parsed: each costs seconds of the worker's time. */
const VERSIONS = 4;

export async function largePage(): Promise<Row[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lsp-bench-large-'));
  const large = largeMdxPage(1_000_000);
  fs.writeFileSync(
    path.join(dir, 'docs.json'),
    JSON.stringify({ name: 'S', theme: 'mint', navigation: { pages: ['other', 'large'] } }),
  );
  fs.writeFileSync(path.join(dir, 'other.mdx'), OTHER);
  fs.writeFileSync(path.join(dir, 'large.mdx'), large);
  const otherUri = fileUri(path.join(dir, 'other.mdx'));
  const largeUri = fileUri(path.join(dir, 'large.mdx'));
  const session = await Session.start({ rootUri: fileUri(dir) });
  const hovers: number[] = [];
  const toDiagnostics: number[] = [];
  try {
    await session.openAndWait(otherUri, 'mdx', OTHER);
    const hoverAt = { textDocument: { uri: otherUri }, position: { line: 8, character: 2 } };
    for (let version = 1; version <= VERSIONS; version++) {
      const published = session.nextPublish(
        (p) => p.uri === largeUri && p.version === version,
        `the diagnostics of version ${version} of the large page`,
      );
      const started = now();
      if (version === 1) session.open(largeUri, 'mdx', large);
      else session.edit(largeUri, large.length, 0, ' ');
      let done = false;
      void published.then(() => (done = true));
      while (!done) {
        const { result, ms } = await session.timedRequest<Hover | null>('textDocument/hover', hoverAt);
        if (!JSON.stringify(result?.contents).includes('Card')) throw new Error('the hover did not name the Card');
        hovers.push(ms);
        await sleep(HOVER_GAP_MS);
      }
      const { params, at } = await published;
      toDiagnostics.push(at - started);
      if (params.diagnostics.length !== 1) throw new Error(`${params.diagnostics.length} diagnostics, expected 1`);
    }
  } finally {
    await session.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const page = summarize(toDiagnostics);
  return [
    measured('large-page-hover', 'Hover on another page while a 1 MB page parses', 'ms', summarize(hovers), {
      site: '2 pages',
      targets: [target('p95', 100, 'ms')],
      note:
        `${VERSIONS} versions of the page (open, then an edit each); the page's own diagnostics came ` +
        `${(page.p50 / 1000).toFixed(1)} s after each version (p50)`,
    }),
  ];
}
