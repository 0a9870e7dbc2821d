// The content read from micromark's events (what page bodies use) is exactly the content read from the mdast tree:
// the same links, anchors and imports with the same ranges and ids, and the same syntax error where the page fails,
// on pages of every shape, pages assembled at random from the constructs the two readers treat differently, and a
// sample of the real sites of ../shared/corpus.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { frontmatterLength } from '../../server/src/engine/frontmatter/parse';
import { contentFromEvents, parsePageContent } from '../../server/src/engine/mdx/eventContent';
import { mdxEvents, pageBodyText } from '../../server/src/engine/mdx/parse';
import { assemblePages, CORPUS, corpusPages, fromTree, INVALID, VALID } from '../helpers/mdxPages';

/** Whether the events alone decided the page (no fallback to the tree builder). */
function readFromEvents(text: string): boolean {
  try {
    return (
      contentFromEvents(text, frontmatterLength(text), mdxEvents(pageBodyText(text, frontmatterLength(text)))) !==
      undefined
    );
  } catch {
    return false;
  }
}

function assertSame(text: string, label: string): void {
  assert.deepEqual(parsePageContent(text, frontmatterLength(text)), fromTree(text), `${label}:\n${text}`);
}

/** Pieces of MDX that meet in random order: blocks, inline pieces, prefixes that nest them. */
const BLOCKS = [
  '## Heading [l](/h) `c` <B>b</B>',
  'Heading\n---',
  'para [x](/x#y) ![i](/i.png) [r][ref]',
  '[ref]: /r',
  '<Card title="T" href="/t">',
  '</Card>',
  '<Card title="S" href="/s" />',
  '<Accordion title="Acc">inside</Accordion>',
  '```\ncode [no](/no)\n```',
  '{expression}',
  'text with <Tooltip tip="x">tip</Tooltip> and &amp;',
  '<Note>',
  '</Note>',
  'line one\nline two  \nline three\\',
  '$$\nx\n$$',
  '<a id="anchor" href="#anchor">a</a>',
];
const PREFIXES = ['', '', '', '- ', '1. ', '> ', '  ', '    '];

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

  it('is the content or error of the mdast tree on 1 500 pages assembled at random', () => {
    let valid = 0;
    let fromEvents = 0;
    for (const [i, text] of assemblePages(1500, 14, BLOCKS, PREFIXES).entries()) {
      assertSame(text, `random page ${i}`);
      if (fromTree(text).error) continue;
      valid++;
      if (readFromEvents(text)) fromEvents++;
    }
    // both kinds are well represented, and valid pages are read from the events (not left to the tree builder)
    assert.ok(valid > 250 && valid < 1250, `${valid} valid pages`);
    assert.ok(fromEvents > valid * 0.9, `${fromEvents} of ${valid} valid pages read from the events`);
  });

  it(
    'is the content of the mdast tree on every 20th page of ../shared/corpus',
    { skip: !fs.existsSync(CORPUS) && 'no ../shared/corpus beside the project' },
    () => {
      const sample = corpusPages().filter((_, i) => i % 20 === 0);
      assert.ok(sample.length > 100);
      for (const file of sample) assertSame(fs.readFileSync(file, 'utf8'), file);
    },
  );
});
