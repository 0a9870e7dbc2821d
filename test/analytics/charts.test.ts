// The data of the panel's four charts.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { feedbackPerDay, queryCategories, statusBreakdown, topPages } from '../../client/src/analytics/model/chartData';
import { feedbackSummary, groupByPage } from '../../client/src/analytics/model/feedbackGroups';
import { Conversation, FeedbackEntry } from '../../shared/src/analytics/types';

const feedback = (path: string, createdAt: string | null, status = 'pending'): FeedbackEntry => ({
  id: `${path}${createdAt}${status}`,
  path,
  comment: null,
  createdAt,
  source: 'contextual',
  status,
});
const conversation = (queryCategory: string | null): Conversation => ({
  id: String(queryCategory),
  timestamp: '2026-01-01T00:00:00Z',
  query: 'q',
  response: 'r',
  sources: [],
  queryCategory,
});

describe('analytics chart data', () => {
  it('feedback per day: UTC days oldest first, empty days as zero, undated entries left out', () => {
    const entries = [
      feedback('/a', '2026-03-03T23:59:59Z'),
      feedback('/a', '2026-03-01T00:00:00Z'),
      feedback('/b', '2026-03-03T01:00:00+02:00'),
      feedback('/c', null),
      feedback('/d', 'garbage'),
    ];
    assert.deepEqual(feedbackPerDay(entries), [
      { label: '2026-03-01', value: 1 },
      { label: '2026-03-02', value: 1 },
      { label: '2026-03-03', value: 1 },
    ]);
    assert.deepEqual(feedbackPerDay([]), []);
  });

  it('status breakdown: workflow order with zeros, then unknown statuses by count', () => {
    const entries = [
      feedback('/a', null, 'resolved'),
      feedback('/b', null, 'pending'),
      feedback('/c', null, 'resolved'),
      feedback('/d', null, 'escalated'),
    ];
    assert.deepEqual(statusBreakdown(entries), [
      { label: 'pending', value: 1 },
      { label: 'in_progress', value: 0 },
      { label: 'resolved', value: 2 },
      { label: 'dismissed', value: 0 },
      { label: 'escalated', value: 1 },
    ]);
  });

  it('top pages: paths and full URLs of one page count together, most first, bounded', () => {
    const entries = [
      feedback('/guides/errors', '1'),
      feedback('https://docs.acme.dev/guides/errors#x', '2'),
      feedback('/quickstart', '3'),
      feedback('javascript:alert(1)', '4'),
    ];
    assert.deepEqual(topPages(entries), [
      { label: 'guides/errors', value: 2 },
      { label: 'javascript:alert(1)', value: 1 },
      { label: 'quickstart', value: 1 },
    ]);
    assert.equal(topPages(entries, 1).length, 1);
  });

  it('query categories: most first, no category as "uncategorised"', () => {
    assert.deepEqual(
      queryCategories([conversation('webhooks'), conversation(null), conversation('auth'), conversation('auth')]),
      [
        { label: 'auth', value: 2 },
        { label: 'uncategorised', value: 1 },
        { label: 'webhooks', value: 1 },
      ],
    );
  });

  it('groups feedback by page, largest group first, with pending counts', () => {
    const groups = groupByPage([
      feedback('/b', '1'),
      feedback('/a', '1', 'resolved'),
      feedback('https://x.dev/a', '2'),
      feedback('javascript:x', '3'),
    ]);
    assert.deepEqual(
      groups.map((g) => [g.slug, g.label, g.entries.length, g.pending]),
      [
        ['a', 'a', 2, 1],
        ['b', 'b', 1, 1],
        [undefined, 'javascript:x', 1, 1],
      ],
    );
    assert.equal(feedbackSummary(groups[0]), '2 feedback (1 pending)');
  });
});
