// The emulator's data: reproducible, spread over months, of every kind, and pointing at the example site for real.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { matchCodeBlock } from '../../shared/src/analytics/codeBlocks';
import { pageSlugOf } from '../../shared/src/analytics/pagePath';
import { generateDataset } from '../../tools/analytics-emulator/data';
import { ULID_PATTERN } from '../../tools/analytics-emulator/random';
import { readSitePages } from '../../tools/analytics-emulator/site';
import { EMULATOR_DEFAULTS } from '../../tools/analytics-emulator/server';

const pages = readSitePages();
const dataset = generateDataset({ ...EMULATOR_DEFAULTS, pages });

describe('analytics emulator data', () => {
  it('is the same for the same seed and different for another', () => {
    assert.deepEqual(generateDataset({ ...EMULATOR_DEFAULTS, pages }), dataset);
    assert.notDeepEqual(generateDataset({ ...EMULATOR_DEFAULTS, seed: 7, pages }).feedback[0], dataset.feedback[0]);
  });

  it('has thousands of entries over months, newest first, with ULID ids', () => {
    assert.equal(dataset.feedback.length, 3000);
    assert.equal(dataset.conversations.length, 2000);
    const months = new Set(dataset.conversations.map((c) => c.timestamp.slice(0, 7)));
    assert.ok(months.size >= 6, `${months.size} months`);
    for (const list of [dataset.feedback, dataset.conversations]) {
      assert.ok(list.every((e) => ULID_PATTERN.test(e.id)));
      assert.ok(list.every((e, i) => i === 0 || list[i - 1].id > e.id));
    }
  });

  it('has every feedback source and status, both contact shapes, and some null fields', () => {
    assert.deepEqual(
      new Set(dataset.feedback.map((f) => f.source)),
      new Set(['contextual', 'code_snippet', 'thumbs_only', 'agent']),
    );
    assert.deepEqual(
      new Set(dataset.feedback.map((f) => f.status)),
      new Set(['pending', 'in_progress', 'resolved', 'dismissed']),
    );
    assert.ok(dataset.feedback.some((f) => typeof f.contact === 'string'));
    assert.ok(dataset.feedback.some((f) => typeof f.contact === 'object' && f.contact !== null));
    assert.ok(dataset.feedback.some((f) => f.createdAt === null));
    assert.ok(dataset.feedback.some((f) => f.comment === null));
    assert.ok(dataset.conversations.some((c) => c.responseType === 'clarifying_question'));
    assert.ok(dataset.conversations.some((c) => c.resolutionStatus === 'unanswered'));
  });

  it('code-snippet feedback quotes a real code block of the page it names', () => {
    const snippets = dataset.feedback.filter((f) => f.source === 'code_snippet' && f.path !== '/guides/legacy-sdk');
    assert.ok(snippets.length > 500);
    for (const entry of snippets) {
      const page = pages.find((p) => p.slug === pageSlugOf(entry.path));
      assert.ok(page, entry.path);
      assert.ok(matchCodeBlock(page.codeBlocks, entry), `${entry.path}: ${entry.code}`);
    }
  });

  it('conversations cite pages of the site', () => {
    const slugs = new Set(pages.map((p) => p.slug));
    const cited = dataset.conversations.flatMap((c) => c.sources.map((s) => pageSlugOf(s.url)));
    assert.ok(cited.length > 1000);
    assert.ok(cited.every((slug) => slug !== undefined && slugs.has(slug)));
  });
});
