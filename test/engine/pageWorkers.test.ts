// Pages parsed in worker threads (what `check` does on a large site) give exactly the diagnostics of pages parsed in
// process: every file of a generated site with every kind of page, and of two real sites of ../shared/corpus.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createLanguageService } from '../../server/src/engine/languageService';
import { MIN_PAGES_FOR_WORKERS } from '../../server/src/engine/project/pageWorkers';
import { fileUri, SnapshotWorkspace } from '../../server/src/engine/workspace';
import { tempSite } from '../helpers/tempSite';

const WORKER = path.resolve(__dirname, '../../dist/pageWorker.js');
const CORPUS = path.resolve(__dirname, '../../../shared/corpus');

/** Every file's diagnostics, pages parsed in `threads` workers first (0: in process, when asked). */
async function diagnosticsOf(dir: string, threads: number): Promise<Record<string, unknown>> {
  const service = createLanguageService({ workspace: new SnapshotWorkspace([fileUri(dir)]) });
  const roots = service.getDocsRoots();
  if (threads > 0) assert.ok((await service.parsePages(roots, WORKER, threads)) >= MIN_PAGES_FOR_WORKERS);
  await service.loadSpecs(roots);
  const all: Record<string, unknown> = {};
  for (const uri of service.getFilesToCheck(roots)) all[uri] = service.getDiagnostics(uri);
  service.dispose();
  return all;
}

/** Pages of every shape the parser and the link rules care about, repeated past the workers' threshold. */
function generatedSite(): string {
  const shapes = [
    (i: number) =>
      `---\ntitle: "Page ${i}"\n---\n\n# Intro\n\nSee [next](/p${i + 1}#intro) and [gone](/missing-${i}).\n`,
    (i: number) =>
      `<Card title="C" href="/p${i - 1}#nope">x</Card>\n\n## Setup\n\n[here](#setup) [there](#elsewhere)\n`,
    () => `Text with a stray < sign.\n`,
    () => `<Card title="open">\n\nnever closed\n`,
    () => `A {brace that never closes\n`,
    () => `import Snip from '/snippets/snip.mdx';\nimport Gone from '/snippets/gone.mdx';\n\n<Snip />\n[x](./p1.mdx)\n`,
    () => `    [indented](/not-code-in-mdx)\n\n\`[code](/x)\`\n\n\`\`\`\n[fenced](/y)\n\`\`\`\n`,
    () => `[ref]: /p2#intro\n[^1]: a footnote\n\n![img](/images/none.png) <img src="/logo.png" />\n`,
    () => `---\ntitle: [unclosed\n---\n\n[a](p1)\n`,
    () => `$$\n{not an expression}\n$$\n\n<Accordion title="Some Title">x</Accordion>\n[to](#some-title)\n`,
  ];
  const files: Record<string, string> = {
    'docs.json': JSON.stringify({ name: 'Site', theme: 'mint', navigation: { pages: ['p0', 'p1'] } }),
    'snippets/snip.mdx': '## From the snippet\n\n[rel](../p3)\n',
  };
  for (let i = 0; i < MIN_PAGES_FOR_WORKERS + 20; i++) files[`p${i}.mdx`] = shapes[i % shapes.length](i);
  const site = tempSite(files);
  fs.writeFileSync(site.path('latin1.mdx'), Buffer.from([0x5b, 0x78, 0x5d, 0x28, 0xe9, 0x29]));
  return site.dir;
}

describe('pages parsed in worker threads', { skip: !fs.existsSync(WORKER) && 'dist/pageWorker.js not built' }, () => {
  it('give the diagnostics of pages parsed in process, on every kind of page', async () => {
    const dir = generatedSite();
    const inProcess = await diagnosticsOf(dir, 0);
    assert.ok(Object.keys(inProcess).length > MIN_PAGES_FOR_WORKERS);
    assert.deepEqual(await diagnosticsOf(dir, 2), inProcess);
  });

  for (const site of ['dubinc__docs', 'mintlify__docs'])
    it(
      `give the diagnostics of pages parsed in process on ${site}`,
      {
        skip: !fs.existsSync(path.join(CORPUS, site)) && 'no ../shared/corpus beside the project',
      },
      async () => {
        const dir = path.join(CORPUS, site);
        assert.deepEqual(await diagnosticsOf(dir, 2), await diagnosticsOf(dir, 0));
      },
    );
});
