// Pages parsed in worker threads (what `check` does on a large site) give exactly the diagnostics of pages parsed in
// process: every file of a generated site with every kind of page, and of a real site of ../shared/corpus (the
// corpus's largest in pageWorkers.slow.test.ts, `npm run test:slow`).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { createLanguageService } from '../../server/src/engine/languageService';
import { fileUri, SnapshotWorkspace } from '../../server/src/engine/workspace';
import { tempSite } from '../helpers/tempSite';
import { diagnosticsOf, noSite, PAGES, sameOnCorpusSite, WORKER } from './pageWorkersSites';

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
  for (let i = 0; i < PAGES; i++) files[`p${i}.mdx`] = shapes[i % shapes.length](i);
  const site = tempSite(files);
  fs.writeFileSync(site.path('latin1.mdx'), Buffer.from([0x5b, 0x78, 0x5d, 0x28, 0xe9, 0x29]));
  return site.dir;
}

describe('pages parsed in worker threads', { skip: !fs.existsSync(WORKER) && 'dist/pageWorker.js not built' }, () => {
  it('give the diagnostics of pages parsed in process, on every kind of page', async () => {
    const dir = generatedSite();
    const inProcess = await diagnosticsOf(dir, 0);
    assert.ok(Object.keys(inProcess).length > PAGES);
    assert.deepEqual(await diagnosticsOf(dir, 3), inProcess);
  });

  it('give the diagnostics of pages parsed in process on dubinc__docs', { skip: noSite('dubinc__docs') }, () =>
    sameOnCorpusSite('dubinc__docs'),
  );

  it('start only when the text left would take the main thread long enough', async () => {
    const site = tempSite({
      'docs.json': JSON.stringify({ name: 'Site', theme: 'mint', navigation: { pages: ['a', 'b', 'c'] } }),
      'a.mdx': '# A\n\n[b](/b)\n',
      'b.mdx': '# B\n\n[c](/c#nope)\n',
      'c.mdx': '# C\n',
    });
    const parsedInWorkers = async (options?: object) => {
      const service = createLanguageService({ workspace: new SnapshotWorkspace([fileUri(site.dir)]) });
      const parsed = await service.parsePages(service.getDocsRoots(), WORKER, 2, options);
      const diagnostics = service.getDiagnostics(site.uri('b.mdx'));
      service.dispose();
      return { parsed, diagnostics: diagnostics.map((d) => d.code) };
    };
    // three small pages parse in far less than the time a worker would need to pay
    assert.deepEqual(await parsedInWorkers(), { parsed: 0, diagnostics: ['link-missing-anchor'] });
    assert.deepEqual(await parsedInWorkers({ probeMs: 0, payoffMs: 1e9 }), {
      parsed: 0,
      diagnostics: ['link-missing-anchor'],
    });
    // the first page warms the parser up, the second is the probe: the third goes to a worker
    assert.deepEqual(await parsedInWorkers({ probeMs: 0, payoffMs: 0, parseMeanwhile: false }), {
      parsed: 1,
      diagnostics: ['link-missing-anchor'],
    });
  });
});
