// The emulator's data: reproducible, spread over months, of every kind, and pointing at the example site for real.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { matchCodeBlock } from '../../shared/src/analytics/codeBlocks';
import { pageSlugOf } from '../../shared/src/analytics/pagePath';
import { searchRows, trafficRows } from '../../tools/analytics-emulator/aggregates';
import { PAGE_WEIGHTS } from '../../tools/analytics-emulator/phrases';
import { generateDataset } from '../../tools/analytics-emulator/data';
import { DEAD_PATHS, generateTraffic, UNREAD_PAGES } from '../../tools/analytics-emulator/trafficData';
import { ULID_PATTERN } from '../../tools/analytics-emulator/random';
import { readSitePages } from '../../tools/analytics-emulator/emulatedPages';
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

describe('analytics emulator traffic', () => {
  const traffic = generateTraffic({
    ...EMULATOR_DEFAULTS,
    pages,
    weights: PAGE_WEIGHTS,
    conversations: dataset.conversations,
  });
  const slugs = new Set(pages.map((p) => p.slug));
  const month = { limit: 50, from: Date.parse('2026-10-02'), to: Date.parse('2026-11-01') };

  it("views the site's pages, some paths that no longer exist, and not the unread pages", () => {
    const { rows, totals } = trafficRows(traffic, month, 'views');
    const paths = rows.map((row) => row.path);
    for (const dead of Object.keys(DEAD_PATHS)) assert.ok(paths.includes(dead), dead);
    const live = rows.filter((row) => !(row.path in DEAD_PATHS)).map((row) => pageSlugOf(row.path)!);
    assert.ok(live.every((slug) => slugs.has(slug)));
    for (const unread of UNREAD_PAGES) assert.ok(slugs.has(unread) && !live.includes(unread), unread);
    assert.ok(rows.every((row) => row.total === row.human + row.ai && row.ai > 0));
    assert.equal(
      totals.total,
      rows.reduce((sum, row) => sum + row.total, 0),
    );
  });

  it('has fewer visitors than views on every path, and fewer site visitors than the pages add up to', () => {
    const views = new Map(trafficRows(traffic, month, 'views').rows.map((row) => [row.path, row]));
    const { rows, totals } = trafficRows(traffic, month, 'visitors');
    for (const row of rows) {
      assert.ok(row.human <= views.get(row.path)!.human && row.total <= row.human + row.ai, row.path);
    }
    assert.ok(totals.total < rows.reduce((sum, row) => sum + row.total, 0));
  });

  it('a longer range counts more; the halves of a range add up to it', () => {
    const whole = trafficRows(traffic, month, 'views').totals.total;
    const first = trafficRows(traffic, { ...month, to: Date.parse('2026-10-16') }, 'views').totals.total;
    const second = trafficRows(traffic, { ...month, from: Date.parse('2026-10-16') }, 'views').totals.total;
    assert.equal(first + second, whole);
    assert.ok(trafficRows(traffic, { limit: 50 }, 'views').totals.total > whole);
  });

  it('searches: terms that lead to pages of the site and terms that find nothing', () => {
    const { rows } = searchRows(traffic, month);
    const gaps = rows.filter((row) => row.topClickedPage === null);
    assert.ok(gaps.some((row) => row.searchQuery === 'sso' && row.ctr === 0));
    const clicked = rows.filter((row) => row.topClickedPage !== null);
    assert.ok(clicked.length > 10);
    assert.ok(clicked.every((row) => slugs.has(pageSlugOf(row.topClickedPage!)!) && row.ctr > 0 && row.ctr <= 1));
    assert.ok(rows.every((row, i) => i === 0 || rows[i - 1].hits >= row.hits));
  });

  it('every conversation has a thread that starts with its question and answer', () => {
    for (const conversation of dataset.conversations) {
      const thread = traffic.threads.get(conversation.id)!;
      assert.equal(thread.threadId, conversation.id);
      assert.deepEqual(
        thread.messages.slice(0, 2).map((m) => [m.role, m.content]),
        [
          ['user', conversation.query],
          ['assistant', conversation.response],
        ],
      );
    }
  });
});
