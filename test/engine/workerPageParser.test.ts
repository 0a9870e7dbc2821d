// Expensive pages parsed by a page parser away from the caller's thread (the language server's worker): asking never
// waits, an answer for a version that a newer one replaced is dropped, a parser that fails gives an input-limit at
// the page, and the worker itself (dist/pageWorker.js) gives the body parsed in process, or the reason it could not.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createLanguageService } from '../../server/src/engine/languageService';
import { OFFLOAD_CHARACTERS, PageBody, PageParser, parseBody } from '../../server/src/engine/project/pageBodies';
import { WorkerPageParser } from '../../server/src/engine/project/workerPageParser';
import { MemoryWorkspace } from '../helpers/memoryWorkspace';
import { WORKER } from './pageWorkersSites';

/** A parser whose answers the test gives, one call at a time. */
class HeldParser implements PageParser {
  readonly calls: {
    uri: string;
    version: string | number;
    text: string;
    answer: (body: PageBody | undefined) => void;
    fail: (error: Error) => void;
  }[] = [];
  parse(uri: string, version: string | number, text: string): Promise<PageBody | undefined> {
    return new Promise((answer, fail) => this.calls.push({ uri, version, text, answer, fail }));
  }
  /** Answers call `i` with the body parsed in process, as the worker would. */
  answer(i: number): void {
    const call = this.calls[i];
    call.answer(parseBody(call.text, call.version));
  }
  dispose(): void {}
}

/** Lets the answers given reach the engine (promise callbacks only: no timer). */
const settled = () => new Promise((resolve) => setImmediate(resolve));

const filler = `Some text of the page, long enough to be expensive.\n\n`.repeat(Math.ceil(OFFLOAD_CHARACTERS / 50));
const bigPage = (link: string) => `---\ntitle: Big\n---\n\n## Setup\n\n[a link](${link})\n\n${filler}`;

function siteWith(parser: PageParser) {
  const workspace = new MemoryWorkspace({
    '/site/docs.json': JSON.stringify({ name: 'S', theme: 'mint', navigation: { pages: ['big', 'small', 'p'] } }),
    '/site/big.mdx': bigPage('/missing-one'),
    '/site/small.mdx': `---\ntitle: Small\n---\n\n[setup](/big#setup) [nope](/big#nope)\n`,
    '/site/p.mdx': `---\ntitle: P\n---\n\nA page.\n`,
  });
  const service = createLanguageService({ workspace, pageParser: parser });
  const heard: string[][] = [];
  service.onDidChangeSpecResults((uris) => heard.push(uris));
  return { workspace, service, heard, big: MemoryWorkspace.uri('/site/big.mdx') };
}

describe('pages parsed by a page parser', () => {
  it('parses small pages in process and hands large ones to the parser, answering at once meanwhile', async () => {
    const parser = new HeldParser();
    const { service, heard, big } = siteWith(parser);
    const small = MemoryWorkspace.uri('/site/small.mdx');
    // the small page is read here; the big one it links to is asked of the parser, and its anchors are unknown
    assert.deepEqual(service.getDiagnostics(small), []);
    assert.deepEqual(
      parser.calls.map((c) => c.uri),
      [big],
    );
    assert.equal(service.isParsing(big), true);
    assert.equal(service.isParsing(small), false);
    assert.deepEqual(service.getDiagnostics(big), []);
    assert.equal(parser.calls.length, 1, 'asked once per version');

    parser.answer(0);
    await settled();
    assert.deepEqual(heard, [[big]]);
    assert.equal(service.isParsing(big), false);
    assert.deepEqual(
      service.getDiagnostics(big).map((d) => d.code),
      ['link-missing-page'],
    );
    assert.deepEqual(
      service.getDiagnostics(small).map((d) => d.code),
      ['link-missing-anchor'],
    );
  });

  it('drops the answer for a version that a newer one replaced', async () => {
    const parser = new HeldParser();
    const { workspace, service, heard, big } = siteWith(parser);
    service.getDiagnostics(big);
    workspace.write('/site/big.mdx', bigPage('/missing-two'));
    service.getDiagnostics(big);
    assert.deepEqual(
      parser.calls.map((c) => c.text.includes('/missing-two')),
      [false, true],
    );

    parser.answer(0); // the older version's body: dropped, nobody told
    await settled();
    assert.deepEqual(heard, []);
    assert.equal(service.isParsing(big), true);
    assert.deepEqual(service.getDiagnostics(big), []);
    assert.equal(parser.calls.length, 2);

    parser.answer(1);
    await settled();
    assert.deepEqual(heard, [[big]]);
    assert.deepEqual(
      service.getDiagnostics(big).map((d) => d.message.includes('missing-two')),
      [true],
    );
    // an edit after it: the last good body answers until the new one is there
    workspace.write('/site/big.mdx', bigPage('/missing-three'));
    assert.deepEqual(
      service.getDiagnostics(big).map((d) => d.message.includes('missing-two')),
      [true],
    );
    assert.equal(service.isParsing(big), true);
  });

  it('reports a page its parser could not parse as an input limit at the page', async () => {
    const parser = new HeldParser();
    const { service, heard, big } = siteWith(parser);
    service.getDiagnostics(big);
    parser.calls[0].fail(new Error('its parse took longer than 60 s'));
    await settled();
    assert.deepEqual(heard, [[big]]);
    const [limit, ...others] = service.getDiagnostics(big);
    assert.deepEqual(others, []);
    assert.equal(limit.code, 'input-limit');
    assert.equal(limit.message, 'This page could not be read: its parse took longer than 60 s.');
    assert.deepEqual(limit.range.start, { line: 0, character: 0 });
  });

  it('parses every page in process without a parser', () => {
    const workspace = new MemoryWorkspace({
      '/site/docs.json': JSON.stringify({ name: 'S', theme: 'mint', navigation: { pages: ['big'] } }),
      '/site/big.mdx': bigPage('/missing-one'),
    });
    const service = createLanguageService({ workspace });
    assert.deepEqual(
      service.getDiagnostics(MemoryWorkspace.uri('/site/big.mdx')).map((d) => d.code),
      ['link-missing-page'],
    );
    assert.equal(service.isParsing(MemoryWorkspace.uri('/site/big.mdx')), false);
  });
});

describe('the page worker', { skip: !fs.existsSync(WORKER) && 'dist/pageWorker.js not built' }, () => {
  const text = bigPage('/somewhere');

  it('gives the body parsed in process, and undefined to a queued version replaced by a newer one', async () => {
    const parser = new WorkerPageParser(WORKER);
    try {
      const [first, replaced, latest] = await Promise.all([
        parser.parse('file:///a.mdx', 1, text),
        parser.parse('file:///b.mdx', 1, 'old'),
        parser.parse('file:///b.mdx', 2, text),
      ]);
      assert.deepEqual(first, parseBody(text, 1));
      assert.equal(replaced, undefined);
      assert.deepEqual(latest, parseBody(text, 2));
    } finally {
      parser.dispose();
    }
  });

  it('rejects a page whose worker stops or takes too long, and parses the next in a fresh worker', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-worker-'));
    const crashing = path.join(dir, 'crash.js');
    fs.writeFileSync(crashing, 'process.exit(3);\n');
    const crashes = new WorkerPageParser(crashing);
    await assert.rejects(crashes.parse('file:///a.mdx', 1, text), /the page parser stopped \(exit code 3\)/);
    crashes.dispose();

    // a limit no worker can meet (it takes longer than that to start): the time limit's path, then a fresh worker
    const slow = new WorkerPageParser(WORKER, { timeLimitMs: 1 });
    await assert.rejects(slow.parse('file:///a.mdx', 1, text), /its parse took longer than 0.001 s/);
    slow.dispose();
    const fresh = new WorkerPageParser(WORKER);
    assert.deepEqual(await fresh.parse('file:///a.mdx', 1, text), parseBody(text, 1));
    fresh.dispose();
  });
});
