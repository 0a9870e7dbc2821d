// Text from the repository or from readers (page paths, link targets, spec names, feedback) made safe to print to a
// terminal or a CI log: control characters (C0, DEL, C1), line and paragraph separators and bidirectional
// overrides are written as escapes (`\x1b`, `\n`, `\u202e`), so no ESC sequence reaches the terminal (colours,
// window title, clipboard writes, links) and no line break starts a line a CI runner reads as a command.
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `keep`: characters the caller escapes its own way (GitHub's workflow commands encode CR and LF as `%0D%0A`). */
export function printable(text: string, keep = ''): string {
  return text.replace(UNPRINTABLE, (c) =>
    keep.includes(c) ? c : (NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );
}
