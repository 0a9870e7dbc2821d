// The sweeps that compare the content read from micromark's events with the content read from the mdast tree on many
// pages: pages assembled at random, and the pages of ../shared/corpus. Each takes how many inputs to try: `npm test`
// runs a small deterministic sample (pageReaderEvents.test.ts), `npm run test:slow` the whole sweep
// (pageReaderEvents.slow.test.ts).
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { frontmatterLength } from '../../server/src/engine/frontmatter/parse';
import { contentFromEvents, parsePageContent } from '../../server/src/engine/mdx/pageReaderEvents';
import { mdxEvents, pageBodyText } from '../../server/src/engine/mdx/parse';
import { assemblePages, corpusPages, fromTree } from '../helpers/mdxPages';

/** Whether the events alone decided the page (no fallback to the tree builder). */
export function readFromEvents(text: string): boolean {
  try {
    return (
      contentFromEvents(text, frontmatterLength(text), mdxEvents(pageBodyText(text, frontmatterLength(text)))) !==
      undefined
    );
  } catch {
    return false;
  }
}

export function assertSame(text: string, label: string): void {
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

/** The first `count` pages assembled at random from BLOCKS (seed 14): the tree's content or error, from the events. */
export function assembledPages(count: number): void {
  let valid = 0;
  let fromEvents = 0;
  for (const [i, text] of assemblePages(count, 14, BLOCKS, PREFIXES).entries()) {
    assertSame(text, `random page ${i}`);
    if (fromTree(text).error) continue;
    valid++;
    if (readFromEvents(text)) fromEvents++;
  }
  // both kinds are well represented, and valid pages are read from the events (not left to the tree builder)
  assert.ok(valid > count / 6 && valid < (count * 5) / 6, `${valid} of ${count} pages valid`);
  assert.ok(fromEvents > valid * 0.9, `${fromEvents} of ${valid} valid pages read from the events`);
}

/** Every `every`-th page of ../shared/corpus (at least `atLeast` pages): the tree's content. */
export function corpusSample(every: number, atLeast: number): void {
  const sample = corpusPages().filter((_, i) => i % every === 0);
  assert.ok(sample.length > atLeast, `${sample.length} pages`);
  for (const file of sample) assertSame(fs.readFileSync(file, 'utf8'), file);
}
