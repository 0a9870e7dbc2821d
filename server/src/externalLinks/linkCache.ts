// The answers of external links kept on disk between runs, in `.docs-lsp-cache/external-links.json` at the docs
// root: a CI run requests only what has expired. Keys are hashes of the URLs (a URL never becomes a file name nor a
// key that could hold a query's secret); the file is written whole through a temporary file and a rename, only
// inside the docs root (never through a symbolic link), and content that does not read as a cache is ignored and
// written anew.
import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { ExternalLinkResult } from '../engine/project';

export const CACHE_FOLDER = '.docs-lsp-cache';
const CACHE_FILE = 'external-links.json';
const FORMAT = 1;

interface Entry {
  /** When (ms since the epoch) the URL answered: whether it is still fresh is the reader's TTL's to say. */
  readonly checked: number;
  readonly result: ExternalLinkResult;
}

export class LinkCache {
  private readonly entries = new Map<string, Entry>();
  private changed = false;
  /** Why the cache is not used (a folder that leads outside the docs root), or undefined. */
  readonly problem: string | undefined;
  private readonly folder: string;

  constructor(rootPath: string) {
    this.folder = path.join(rootPath, CACHE_FOLDER);
    this.problem = outsideRoot(rootPath, this.folder);
    if (!this.problem) this.read();
  }

  get(url: string): Entry | undefined {
    return this.entries.get(keyOf(url));
  }

  set(url: string, entry: Entry): void {
    this.entries.set(keyOf(url), entry);
    this.changed = true;
  }

  /** Writes the entries younger than `maxAgeMs` (when something changed); false when it could not. */
  save(maxAgeMs: number, now = Date.now()): boolean {
    if (this.problem || !this.changed) return !this.problem;
    const entries: Record<string, Entry> = {};
    for (const [key, entry] of this.entries) if (now - entry.checked < maxAgeMs) entries[key] = entry;
    const file = path.join(this.folder, CACHE_FILE);
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      fs.mkdirSync(this.folder, { recursive: true });
      if (outsideRoot(path.dirname(this.folder), this.folder)) return false;
      // a cache of one machine's answers: git never needs it (a `.gitignore` inside keeps it out of commits)
      const ignore = path.join(this.folder, '.gitignore');
      if (!fs.existsSync(ignore)) fs.writeFileSync(ignore, '*\n');
      fs.writeFileSync(temporary, JSON.stringify({ format: FORMAT, entries }) + '\n', { flag: 'wx' });
      fs.renameSync(temporary, file);
      this.changed = false;
      return true;
    } catch {
      fs.rmSync(temporary, { force: true });
      return false;
    }
  }

  private read(): void {
    const file = path.join(this.folder, CACHE_FILE);
    let parsed: unknown;
    try {
      if (fs.lstatSync(file, { throwIfNoEntry: false })?.isFile() !== true) return;
      parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      this.changed = true; // unreadable or not JSON: written anew at the next save
      return;
    }
    const entries = (parsed as { format?: unknown; entries?: unknown } | null)?.entries;
    if ((parsed as { format?: unknown } | null)?.format !== FORMAT || !entries || typeof entries !== 'object') {
      this.changed = true;
      return;
    }
    for (const [key, entry] of Object.entries(entries))
      if (/^[0-9a-f]{64}$/.test(key) && isEntry(entry)) this.entries.set(key, entry);
      else this.changed = true;
  }
}

function keyOf(url: string): string {
  return createHash('sha256').update(url).digest('hex');
}

/** Why `folder` cannot hold the cache of the root at `rootPath`: it is a symbolic link, or lies outside. */
function outsideRoot(rootPath: string, folder: string): string | undefined {
  const stat = fs.lstatSync(folder, { throwIfNoEntry: false });
  if (stat?.isSymbolicLink()) return `${CACHE_FOLDER} is a symbolic link: the cache is not written through it`;
  if (stat && !stat.isDirectory()) return `${CACHE_FOLDER} is not a folder`;
  if (!stat) return undefined;
  try {
    const realRoot = fs.realpathSync(rootPath);
    const real = fs.realpathSync(folder);
    if (path.dirname(real) !== realRoot) return `${CACHE_FOLDER} lies outside the docs root`;
  } catch {
    return `${CACHE_FOLDER} cannot be resolved`;
  }
  return undefined;
}

function isEntry(value: unknown): value is Entry {
  if (!value || typeof value !== 'object') return false;
  const { checked, result } = value as { checked?: unknown; result?: unknown };
  if (typeof checked !== 'number' || !result || typeof result !== 'object') return false;
  const r = result as Record<string, unknown>;
  const fragmentsOk =
    r.fragments === undefined ||
    (typeof r.fragments === 'object' &&
      r.fragments !== null &&
      Object.values(r.fragments).every((found) => typeof found === 'boolean'));
  switch (r.kind) {
    case 'ok':
      return fragmentsOk;
    case 'redirected':
      return fragmentsOk && typeof r.to === 'string' && /^https?:\/\//i.test(r.to);
    case 'broken':
      return typeof r.reason === 'string';
    default:
      return false; // what was not answered for sure is never kept
  }
}
