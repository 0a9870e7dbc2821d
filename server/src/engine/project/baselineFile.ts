// The baseline: the problems a site had when the file was written, which are then not reported (only new ones are),
// so that a site with years of problems can turn the check on in CI today and shrink them over time. The file lists,
// per file (its path from the docs root) and rule code, fingerprints and how many problems have each. A fingerprint
// is a hash of the rule's code, the text of the problem's line (trimmed, a JSON line's trailing comma dropped) and
// the text the problem covers (a link's target, a page entry): not the line number, nor the message (whose "did you
// mean" changes as pages are added), so that inserting lines above, moving a paragraph or editing other lines leaves
// it as it was. The text is written with sorted keys, one entry a line, so that it diffs well in git.
import { JsonFile } from '../docsjson';

export interface Baseline {
  /** The file the baseline was read from. */
  readonly uri: string;
  /** By path from the docs root, then rule code, then fingerprint: how many problems have it. */
  readonly files: ReadonlyMap<string, ReadonlyMap<string, ReadonlyMap<string, number>>>;
  /** How many problems it records in all. */
  readonly total: number;
  /** Why it cannot be used (not JSON, not a baseline): nothing of it applies. */
  readonly problem?: string;
}

/** What a baseline records of one problem. */
export interface BaselineEntry {
  readonly path: string;
  readonly code: string;
  readonly fingerprint: string;
}

const FORMAT_KEY = 'docs-lsp-baseline';
const FORMAT_VERSION = 1;
/** Enough of the covered text to tell problems apart; a finding spanning a whole block need not hash all of it. */
const COVERED_LIMIT = 400;

/** The baseline a JSON file holds, or why it holds none. */
export function readBaseline(file: JsonFile): Baseline {
  const none = (problem: string): Baseline => ({ uri: file.uri, files: new Map(), total: 0, problem });
  if (file.problem) return none(file.problem.message);
  const value: unknown = file.root && file.errors.length === 0 ? jsonValue(file) : undefined;
  if (!isObject(value) || value[FORMAT_KEY] !== FORMAT_VERSION || !isObject(value.files))
    return none(`not a docs-lsp baseline (an object with "${FORMAT_KEY}": ${FORMAT_VERSION} and "files")`);
  const files = new Map<string, Map<string, Map<string, number>>>();
  let total = 0;
  for (const [path, codes] of Object.entries(value.files)) {
    if (!isObject(codes)) return none(`"files"."${path}" is not an object of rule codes`);
    const byCode = new Map<string, Map<string, number>>();
    for (const [code, prints] of Object.entries(codes)) {
      if (!isObject(prints)) return none(`"files"."${path}"."${code}" is not an object of fingerprints`);
      const counts = new Map<string, number>();
      for (const [print, count] of Object.entries(prints)) {
        if (typeof count !== 'number' || !Number.isInteger(count) || count < 1)
          return none(`"files"."${path}"."${code}"."${print}" is not a count (a whole number from 1)`);
        counts.set(print, count);
        total += count;
      }
      byCode.set(code, counts);
    }
    files.set(path, byCode);
  }
  return { uri: file.uri, files, total };
}

function jsonValue(file: JsonFile): unknown {
  try {
    return JSON.parse(file.doc.getText()) as unknown;
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fingerprint of a problem of `code` whose line reads `line` and which covers `covered`. */
export function fingerprint(code: string, line: string, covered: string): string {
  const text = `${code}\u0000${line.trim().replace(/,$/, '').trimEnd()}\u0000${covered.slice(0, COVERED_LIMIT)}`;
  return hash53(text).toString(16).padStart(14, '0');
}

/** A 53-bit hash of a string (cyrb53): the same on every machine, and collisions within one file and rule are rare. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The baseline file's text for these problems: keys sorted at every level, two-space indents, a final newline. */
export function baselineText(entries: readonly BaselineEntry[]): string {
  const files: Record<string, Record<string, Record<string, number>>> = {};
  for (const { path, code, fingerprint: print } of entries) {
    const codes = (files[path] ??= {});
    const prints = (codes[code] ??= {});
    prints[print] = (prints[print] ?? 0) + 1;
  }
  return `${JSON.stringify({ [FORMAT_KEY]: FORMAT_VERSION, files: sortedKeys(files) }, null, 2)}\n`;
}

function sortedKeys(value: unknown): unknown {
  if (!isObject(value)) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    sorted[key] = sortedKeys(value[key]);
  return sorted;
}
