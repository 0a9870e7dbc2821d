// The panel's cache: private file mode, time-to-live, queries kept apart, damaged files ignored.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { AnalyticsCache, CacheKey, LoadedEntries } from '../../shared/src/analytics/cache';
import { tempSite } from '../helpers/tempSite';

const key: CacheKey & { endpoint: 'feedback' } = {
  baseUrl: 'https://api.example.com',
  projectId: 'p',
  endpoint: 'feedback',
  query: { status: ['pending'], dateFrom: '2026-01-01' },
};
const value = (loadedAt: number): LoadedEntries<'feedback'> => ({
  entries: [
    {
      id: '1',
      path: '/a',
      comment: 'hi',
      createdAt: null,
      source: 'contextual',
      status: 'pending',
      contact: 'ada@example.com',
    },
  ],
  nextCursor: 'c',
  hasMore: true,
  requests: 1,
  loadedAt,
});

const cacheDir = () => tempSite().dir;

describe('analytics cache', () => {
  it('writes files readable by the owner only, in a private folder', async () => {
    const dir = path.join(cacheDir(), 'nested');
    await new AnalyticsCache(dir, 60_000).write(key, value(Date.now()));
    assert.equal(fs.statSync(dir).mode & 0o777, 0o700);
    const files = fs.readdirSync(dir);
    assert.equal(files.length, 1);
    assert.equal(fs.statSync(path.join(dir, files[0])).mode & 0o777, 0o600);
  });

  it('returns what was written until the time-to-live has passed', async () => {
    let now = 1_000_000;
    const cache = new AnalyticsCache(cacheDir(), 60_000, () => now);
    await cache.write(key, value(now));
    now += 60_000;
    assert.deepEqual(await cache.read(key), value(1_000_000));
    now += 1;
    assert.equal(await cache.read(key), undefined);
  });

  it('keeps queries apart whatever the order of their fields', async () => {
    const cache = new AnalyticsCache(cacheDir(), 60_000);
    await cache.write(key, value(Date.now()));
    assert.ok(await cache.read({ ...key, query: { dateFrom: '2026-01-01', status: ['pending'] } }));
    assert.equal(await cache.read({ ...key, query: { status: ['resolved'] } }), undefined);
    assert.equal(await cache.read({ ...key, projectId: 'q' }), undefined);
  });

  it('treats a damaged file as a miss and clears all its files', async () => {
    const dir = cacheDir();
    const cache = new AnalyticsCache(dir, 60_000);
    await cache.write(key, value(Date.now()));
    const [file] = fs.readdirSync(dir);
    fs.writeFileSync(path.join(dir, file), '{"key": [1, ');
    assert.equal(await cache.read(key), undefined);
    fs.writeFileSync(path.join(dir, 'unrelated.txt'), 'keep');
    await cache.clear();
    assert.deepEqual(fs.readdirSync(dir), ['unrelated.txt']);
  });

  it('reports a folder it cannot write as a cache error', async () => {
    const file = path.join(cacheDir(), 'a-file');
    fs.writeFileSync(file, '');
    await assert.rejects(
      new AnalyticsCache(path.join(file, 'sub'), 1).write(key, value(0)),
      /could not write the analytics cache/,
    );
  });
});
