// Page paths made into file paths that are safe to write on any system, all planned before the first write: no `.`
// or `..` segment, no separator or character that Windows or macOS refuse or that a terminal would interpret, no
// reserved device name, every name short enough for the file system (cut with a stable suffix), no folder named
// like a page file, and no two files that would be the same on a case-insensitive disk.
import { createHash } from 'node:crypto';
import { trimWhere } from '../engine/text';

/** File systems allow 255 bytes per name; `.mdx` and a `-NN` suffix must fit beside the name. */
const MAX_NAME_BYTES = 200;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

/** One path segment as a safe name; empty when nothing of it is left (the segment is then dropped). */
export function safeSegment(segment: string): string {
  const replaced = segment
    .toWellFormed()
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"/\\|?*]/g, '-');
  const cleaned = trimWhere(replaced, (c) => c === '.' || /\s/.test(c));
  if (cleaned === '') return '';
  const named = WINDOWS_RESERVED.test(cleaned) ? `${cleaned}-` : cleaned;
  if (Buffer.byteLength(named) <= MAX_NAME_BYTES) return named;
  // a stable suffix from the whole name: the same spec gives the same file names on every run
  const hash = createHash('sha256').update(named).digest('hex').slice(0, 8);
  let cut = named;
  while (Buffer.byteLength(cut) > MAX_NAME_BYTES - 9) cut = [...cut].slice(0, -1).join('');
  return `${trimWhere(cut, (c) => c === '-' || c === '.' || /\s/.test(c), 'end')}-${hash}`;
}

/**
 * A page path (`tag/slug`) as a safe relative path without extension, or `fallback` when nothing is left. A folder
 * segment named like a page file (`x.mdx`) gets a `-`: a folder never takes the name a page file needs.
 */
export function safePagePath(pagePath: string, fallback: string): string {
  const segments = pagePath
    .split(/[/\\]+/)
    .map(safeSegment)
    .filter((s) => s !== '');
  if (segments.length === 0) return fallback;
  return segments.map((s, i) => (i < segments.length - 1 && /\.mdx?$/i.test(s) ? `${s}-` : s)).join('/');
}

/**
 * Safe, unique relative paths for pages (without extension), in order: a later path equal to an earlier one (letter
 * case aside, as on macOS and Windows disks) gets `-1`, `-2`, ... as the platform numbers equal page URLs.
 */
export function uniquePagePaths(paths: readonly string[], fallback = 'endpoint'): string[] {
  const taken = new Set<string>();
  return paths.map((raw) => {
    const base = safePagePath(raw, fallback);
    let path = base;
    for (let n = 1; taken.has(path.toLowerCase()); n++) path = `${base}-${n}`;
    taken.add(path.toLowerCase());
    return path;
  });
}
