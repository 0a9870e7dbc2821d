// The faults the end-to-end suites put into the example's docs.json, and text helpers to find them again.
// Pure functions: the in-editor suite (inside VS Code) and the Node-side suites share them.

/** Each fault replaces one exact piece of the example's docs.json; its quick fix titled `fix` writes `original`
 * back. */
export const FAULTS = {
  /** A misspelt page path. */
  missingPage: {
    code: 'nav-missing-page',
    original: '"guides/authentication"',
    broken: '"guides/authentcation"',
    fix: 'Change to "guides/authentication"',
  },
  /** A misspelt key ("did you mean icon"). */
  unknownField: {
    code: 'nav-unknown-field',
    original: '"icon": "code"',
    broken: '"icn": "code"',
    fix: 'Rename to "icon"',
  },
} as const;

/** Replaces `from` by `to` exactly once in `text`, or throws (so a changed example fails loudly, not silently). */
export function replaceOnce(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0)
    throw new Error(`expected exactly one ${from} in the text, found ${text.split(from).length - 1} in:\n${text}`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/** 0-based line and character of the first occurrence of `needle` (plus `offset` characters). */
export function positionOf(text: string, needle: string, offset = 0): { line: number; character: number } {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`${needle} not found`);
  const before = text.slice(0, at + offset).split('\n');
  return { line: before.length - 1, character: before[before.length - 1].length };
}

/** The range of the first occurrence of `needle` in `text`. */
export function rangeOf(
  text: string,
  needle: string,
): { start: { line: number; character: number }; end: { line: number; character: number } } {
  return { start: positionOf(text, needle), end: positionOf(text, needle, needle.length) };
}
