// The content read from micromark's events (what page bodies use) is exactly the content read from the mdast tree:
// the same links, anchors and imports with the same ranges and ids, and the same syntax error where the page fails,
// on pages of every shape, and on a deterministic sample of each sweep of pageReaderEventsSweeps.ts (pages assembled at
// random from the constructs the two readers treat differently, the real sites of ../shared/corpus);
// pageReaderEvents.slow.test.ts runs the whole sweeps (`npm run test:slow`).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { CORPUS, fromTree, INVALID, VALID } from '../helpers/mdxPages';
import { assembledPages, assertSame, corpusSample, readFromEvents } from './pageReaderEventsSweeps';

describe('page content from micromark events', () => {
  it('is the content of the mdast tree on valid pages of every shape, read from the events alone', () => {
    for (const [i, text] of VALID.entries()) {
      assert.ok('content' in fromTree(text) && fromTree(text).content, `page ${i} should be valid MDX:\n${text}`);
      assertSame(text, `valid page ${i}`);
      assert.ok(readFromEvents(text), `page ${i} fell back to the tree builder:\n${text}`);
    }
  });

  it('gives the syntax error of the tree builder where a page fails', () => {
    for (const [i, text] of INVALID.entries()) {
      assert.ok(fromTree(text).error, `page ${i} should fail:\n${text}`);
      assertSame(text, `invalid page ${i}`);
    }
  });

  it('is the content or error of the mdast tree on 100 pages assembled at random', () => assembledPages(100));

  it(
    'is the content of the mdast tree on every 400th page of ../shared/corpus',
    { skip: !fs.existsSync(CORPUS) && 'no ../shared/corpus beside the project' },
    () => corpusSample(400, 5),
  );
});
