// Limits enforced before any parser sees a file: `yaml` aborts the whole process on ~10^5 nested brackets and
// jsonc-parser throws a RangeError near 10^4, so a linear scan measures nesting first.

export interface InputLimits {
  /** Files larger than this are not parsed (input-limit). The default lets a 10 MB docs.json through. */
  readonly maxFileBytes: number;
  /** Deeper nesting of brackets (JSON, YAML flow collections) is not parsed (input-limit). */
  readonly maxNestingDepth: number;
}

export const DEFAULT_LIMITS: InputLimits = { maxFileBytes: 20 * 1024 * 1024, maxNestingDepth: 512 };
/** A higher setting counts as this: jsonc-parser runs out of stack between 4 000 and 8 000 levels. */
export const MAX_SAFE_NESTING = 2048;

/**
 * Syntax errors reported per JSON or YAML file: past the first hundred, more tell nothing (a text pasted into a spec or
 * docs.json gave 300 000 to 500 000, each a diagnostic and a line of `check`, and seconds of work); the hundred and
 * first says how many are left out.
 */
export const MAX_SYNTAX_ERRORS = 100;

export interface LimitViolation {
  readonly message: string;
  /** Where the limit was crossed (an offset in the text). */
  readonly offset: number;
}

/** Checks size, then bracket nesting; brackets inside quoted strings do not count. */
export function checkLimits(text: string, limits: InputLimits): LimitViolation | undefined {
  return checkSize(text, limits) ?? checkNesting(text, limits);
}

export function checkSize(text: string, limits: InputLimits): LimitViolation | undefined {
  const bytes = utf8BytesOver(text, limits.maxFileBytes);
  if (bytes === undefined) return undefined;
  return {
    offset: 0,
    message:
      `The file is ${formatBytes(bytes)}, over the limit of ${formatBytes(limits.maxFileBytes)}: it is ` +
      `not checked (setting docsLsp.limits.maxFileBytes).`,
  };
}

/** One linear pass over the text (a 4 MB spec: about 7 ms). */
export function checkNesting(text: string, limits: InputLimits): LimitViolation | undefined {
  const maxDepth = Math.min(limits.maxNestingDepth, MAX_SAFE_NESTING);
  // nesting never goes deeper than the brackets opened: most pages hold far fewer than the limit, counted at
  // memchr's speed
  if (holdsAtMost(text, '{[', maxDepth)) return undefined;
  // from sign to sign (quotes and brackets) with a regular expression: a loop over every character in JavaScript
  // was a twentieth of a whole-site check, run cold on each page
  const signs = /["'[\]{}]/g;
  let depth = 0;
  let lineEnd = -1; // the end of the line being scanned, found when a string needs it
  while (signs.test(text)) {
    const i = signs.lastIndex - 1;
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      // Strings are most of a spec: jump over them with indexOf (memchr).
      if (lineEnd < i) lineEnd = endOfLine(text, i);
      signs.lastIndex = endOfDoubleQuoted(text, i, lineEnd) + 1;
    } else if (c === 0x27 /* ' */) {
      if (isYamlQuoteStart(text, i)) signs.lastIndex = endOfSingleQuoted(text, i) + 1;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > maxDepth) return depthViolation(i, maxDepth);
    } else depth = Math.max(0, depth - 1);
  }
  return undefined;
}

export function depthViolation(offset: number, maxDepth: number): LimitViolation {
  return {
    offset,
    message:
      `Brackets nest deeper than ${maxDepth} levels here: the file is not parsed (setting ` +
      `docsLsp.limits.maxNestingDepth).`,
  };
}

/** Whether `text` holds at most `max` of the `characters` together. */
export function holdsAtMost(text: string, characters: string, max: number): boolean {
  let count = 0;
  for (const character of characters)
    for (let at = text.indexOf(character); at >= 0; at = text.indexOf(character, at + 1))
      if (++count > max) return false;
  return true;
}

/**
 * The UTF-8 size of `text` when it is over `max` bytes. Each UTF-16 unit takes 1 to 3 bytes, so the length alone
 * settles most texts: encoding a 4 MB spec just to count it took 6 ms per edit.
 */
function utf8BytesOver(text: string, max: number): number | undefined {
  if (text.length * 3 <= max) return undefined;
  const bytes = Buffer.byteLength(text, 'utf8');
  return bytes > max ? bytes : undefined;
}

function endOfLine(text: string, from: number): number {
  const end = text.indexOf('\n', from);
  return end < 0 ? text.length : end;
}

/** Where a double-quoted string opened at `open` ends: its closing quote (not escaped), or the end of its line. */
function endOfDoubleQuoted(text: string, open: number, lineEnd: number): number {
  for (let from = open + 1; ;) {
    const close = text.indexOf('"', from);
    if (close < 0 || close > lineEnd) return lineEnd;
    let backslashes = 0;
    while (close - backslashes - 1 > open && text.charCodeAt(close - backslashes - 1) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return close;
    from = close + 1;
  }
}

/**
 * Where a YAML single-quoted string opened at `open` ends: its closing quote (`''` inside it is a quote), or the end of
 * its line (YAML flow scalars rarely span lines; never count on it); the text's length when neither comes.
 */
function endOfSingleQuoted(text: string, open: number): number {
  const ends = /['\n]/g;
  ends.lastIndex = open + 1;
  while (ends.test(text)) {
    const end = ends.lastIndex - 1;
    if (text.charCodeAt(end) === 0x27 && text.charCodeAt(end + 1) === 0x27) ends.lastIndex = end + 2;
    else return end;
  }
  return text.length;
}

/** In YAML a single quote opens a string only where a value starts, not inside a word (`don't`). */
function isYamlQuoteStart(text: string, i: number): boolean {
  const before = i > 0 ? text.charCodeAt(i - 1) : 0x20;
  return (
    before === 0x20 ||
    before === 0x09 ||
    before === 0x0a ||
    before === 0x5b ||
    before === 0x7b ||
    before === 0x2c ||
    before === 0x3a
  );
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
