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

/**
 * How many characters of text inside `[...]` the MDX parser may be made to read as possible labels (see
 * `checkPageNesting`): at most a third of a second of its time, where real pages hold about 100 000.
 */
const MAX_LABEL_TEXT = 5_000_000;

/**
 * How many characters micromark may look back over at the `]`s of a paragraph (see `checkPageNesting`): about a
 * tenth of a second of its time, where real pages come to 2 000 000 at most.
 */
const MAX_LOOKBACK = 100_000_000;

/**
 * The same for `}` outside code, as the square of their number in a paragraph: an expression that does not parse is
 * parsed again at each `}` that could end it (`{#id}` written 4 000 times in a paragraph: a second, 16 000 000). About
 * a tenth of a second, where real pages come to 7 300 at most (JSX props, each `}` closing a short expression).
 */
const MAX_EXPRESSION_WORK = 2_000_000;

/**
 * The nesting of a page (MDX or Markdown), which its parser reads otherwise than JSON or YAML: quotes are no strings
 * there, so brackets inside them nest all the same (`"{{{...` is expressions in expressions). And three shapes make
 * micromark's work grow with the square of their size: it reads the text of every `[...]` as a possible reference
 * label when it meets its `]` (500 labels around a 2 MB text took it a minute, 100 000 nested in a line 22 s), at
 * each `]` it looks back over the paragraph's tokens for the `[` it closes (`![x](` written 100 000 times in a line:
 * minutes), and it parses an expression that does not parse again at each `}` that could end it. A page is not
 * parsed when its brackets nest deeper than the limit, its labels hold more than MAX_LABEL_TEXT characters together,
 * or its paragraphs' `]`s or `}`s cost more than MAX_LOOKBACK or MAX_EXPRESSION_WORK.
 */
export function checkPageNesting(text: string, limits: InputLimits): LimitViolation | undefined {
  return (
    checkPageBrackets(text, limits) ?? checkParagraphWork(text, LABEL_ENDS) ?? checkParagraphWork(text, EXPRESSION_ENDS)
  );
}

/** A sign whose work grows with the paragraph it stands in. */
interface ParagraphSign {
  readonly sign: string;
  /** What `count` of the sign in a paragraph of `length` costs the parser. */
  cost(count: number, length: number): number;
  /** How many in a text of `length` never cost more than `max` however they stand: such texts are not read. */
  harmless(length: number): number;
  readonly max: number;
  readonly message: string;
}

const LABEL_ENDS: ParagraphSign = {
  sign: ']',
  cost: (count, length) => count * length,
  harmless: (length) => Math.floor(MAX_LOOKBACK / Math.max(1, length)),
  max: MAX_LOOKBACK,
  message:
    'This paragraph holds more `]` than the MDX parser can read in time (it looks back over the paragraph at ' +
    "each one; the platform's build would stall on it too): the page is not parsed.",
};

const EXPRESSION_ENDS: ParagraphSign = {
  sign: '}',
  cost: (count) => count * count,
  harmless: () => Math.floor(Math.sqrt(MAX_EXPRESSION_WORK)),
  max: MAX_EXPRESSION_WORK,
  message:
    'This paragraph holds more `}` than the MDX parser can read in time (it parses a JavaScript expression again ' +
    "at each one; the platform's build would stall on it too): the page is not parsed.",
};

/**
 * Where a paragraph may end, roughly: before a blank line or a line that starts another block (a list item, a heading,
 * a quote, a table row, a tag, a fence), or at the end of the text.
 */
const PARAGRAPH_END = /(?:\r\n?|\n)(?=[ \t]*(?:[\r\n#>|<]|[-*+][ \t]|\d{1,9}[.)][ \t]|`{3}|~{3}))|$/g;

/**
 * A block whose text micromark does not read as Markdown, after the line breaks before it: a code fence (read line by
 * line) or an `import`/`export` block (given to acorn once, up to a blank line).
 */
const UNREAD_BLOCK = /[\r\n]*(?:[ \t]{0,3}(`{3,}|~{3,})|(?:import|export)\b)/y;
const BLANK_LINE = /(?:\r\n?|\n)[ \t]*(?=\r|\n|$)/g;

/** Where the block that `UNREAD_BLOCK` found (its opening read up to `from`) ends. */
function unreadBlockEnd(text: string, found: RegExpExecArray, from: number): number {
  const marker = found[1];
  const end = marker
    ? new RegExp(`(?:\\r\\n?|\\n)[ \\t]{0,3}\\${marker[0]}{${marker.length},}[ \\t]*(?=\\r|\\n|$)`, 'g')
    : BLANK_LINE;
  end.lastIndex = from;
  const closing = end.exec(text);
  return closing ? closing.index + closing[0].length : text.length;
}

/**
 * The paragraphs' cost for a sign (code and `import`/`export` blocks left out): a violation at the paragraph that
 * crosses its maximum.
 */
function checkParagraphWork(
  text: string,
  { sign, cost, harmless, max, message }: ParagraphSign,
): LimitViolation | undefined {
  if (holdsAtMost(text, sign, harmless(text.length))) return undefined;
  let work = 0;
  let closing = text.indexOf(sign);
  for (let start = 0; start < text.length && closing >= 0;) {
    UNREAD_BLOCK.lastIndex = start;
    const unread = UNREAD_BLOCK.exec(text);
    if (unread) {
      start = Math.max(start + 1, unreadBlockEnd(text, unread, UNREAD_BLOCK.lastIndex));
      if (closing < start) closing = text.indexOf(sign, start);
      continue;
    }
    PARAGRAPH_END.lastIndex = start;
    const end = PARAGRAPH_END.exec(text)!.index;
    let closings = 0;
    for (; closing >= 0 && closing < end; closing = text.indexOf(sign, closing + 1)) closings++;
    work += cost(closings, end - start);
    if (work > max) return { offset: start + (/\S/.exec(text.slice(start, end))?.index ?? 0), message };
    start = end + 1;
  }
  return undefined;
}

function checkPageBrackets(text: string, limits: InputLimits): LimitViolation | undefined {
  const maxDepth = Math.min(limits.maxNestingDepth, MAX_SAFE_NESTING);
  const labelsBound = Math.floor(MAX_LABEL_TEXT / Math.max(1, text.length));
  if (holdsAtMost(text, '{[', maxDepth) && holdsAtMost(text, '[', labelsBound)) return undefined;
  const signs = /[[\]{}]/g;
  const labelStarts: number[] = [];
  let braces = 0;
  let labelText = 0;
  while (signs.test(text)) {
    const i = signs.lastIndex - 1;
    const c = text.charCodeAt(i);
    if (c === 0x5b /* [ */) labelStarts.push(i);
    else if (c === 0x7b /* { */) braces++;
    else if (c === 0x7d /* } */) braces = Math.max(0, braces - 1);
    else if (labelStarts.length > 0) {
      const start = labelStarts.pop()!;
      labelText += i - start;
      if (labelText > MAX_LABEL_TEXT)
        return {
          offset: start,
          message:
            `Links and brackets \`[...]\` nest around more text than the MDX parser can read in time (it reads ` +
            `each enclosing \`[...]\` again at every \`]\`; the platform's build would stall on it too): the ` +
            `page is not parsed.`,
        };
    }
    if (labelStarts.length + braces > maxDepth) return depthViolation(i, maxDepth);
  }
  return undefined;
}

function depthViolation(offset: number, maxDepth: number): LimitViolation {
  return {
    offset,
    message:
      `Brackets nest deeper than ${maxDepth} levels here: the file is not parsed (setting ` +
      `docsLsp.limits.maxNestingDepth).`,
  };
}

/** Whether `text` holds at most `max` of the `characters` together. */
function holdsAtMost(text: string, characters: string, max: number): boolean {
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
