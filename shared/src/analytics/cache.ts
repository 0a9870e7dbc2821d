// A small on-disk cache of loaded entries (and of a period's traffic) so that re-opening the panel does not spend
// the hourly request budget.
// Entries hold e-mail addresses: files are created with mode 0600 in a 0700 folder. Statuses change, so entries expire.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { AnalyticsError } from './errors';
import { AnalyticsEndpoint, AnalyticsQuery, EntryOf } from './types';

export interface CacheKey {
  readonly baseUrl: string;
  readonly projectId: string;
  /** An endpoint, or the name of a bundle of several (the traffic of a period). */
  readonly endpoint: string;
  readonly query: AnalyticsQuery;
}

/** Whatever is cached: stamped with the time it was loaded, which decides when it expires. */
export interface Cached {
  readonly loadedAt: number;
}

export interface LoadedEntries<E extends AnalyticsEndpoint> {
  readonly entries: EntryOf[E][];
  /** Where loading stopped; null when everything was loaded. */
  readonly nextCursor: string | null;
  readonly hasMore: boolean;
  /** Requests spent so far on this list. */
  readonly requests: number;
  readonly loadedAt: number;
}

const FILE_PREFIX = 'analytics-';

export class AnalyticsCache {
  constructor(
    private readonly dir: string,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async read<V extends Cached>(key: CacheKey): Promise<V | undefined> {
    let text: string;
    try {
      text = await fs.readFile(this.fileOf(key), 'utf8');
    } catch {
      return undefined;
    }
    try {
      const stored = JSON.parse(text) as { key: string; value: V };
      if (stored.key !== canonical(key) || this.now() - stored.value.loadedAt > this.ttlMs) return undefined;
      return stored.value;
    } catch {
      return undefined; // a damaged file is a miss; the next write replaces it
    }
  }

  async write(key: CacheKey, value: Cached): Promise<void> {
    try {
      await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
      const file = this.fileOf(key);
      const temp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temp, JSON.stringify({ key: canonical(key), value }), { mode: 0o600 });
      await fs.chmod(temp, 0o600); // the umask cannot widen it, but an older file of the same name might have
      await fs.rename(temp, file);
    } catch (error) {
      throw new AnalyticsError(
        'cache',
        `could not write the analytics cache in ${this.dir}: ${(error as Error).message}`,
      );
    }
  }

  /** Removes every cached list (on a key change: another key may see other projects). */
  async clear(): Promise<void> {
    const names = await fs.readdir(this.dir).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => name.startsWith(FILE_PREFIX))
        .map((name) => fs.rm(path.join(this.dir, name), { force: true })),
    );
  }

  private fileOf(key: CacheKey): string {
    return path.join(
      this.dir,
      `${FILE_PREFIX}${createHash('sha256').update(canonical(key)).digest('hex').slice(0, 32)}.json`,
    );
  }
}

/** The same query always gives the same text, whatever the order its fields were written in. */
function canonical(key: CacheKey): string {
  const query = Object.fromEntries(
    Object.entries(key.query)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return JSON.stringify([key.baseUrl, key.projectId, key.endpoint, query]);
}
