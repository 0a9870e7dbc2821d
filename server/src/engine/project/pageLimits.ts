// The measures of a page taken before its parser sees it. A page's parser reads otherwise than JSON or YAML (quotes
// are no strings, brackets nest all the same), and some shapes make micromark's work grow with the square of their
// size or its memory with their depth; a page past a measure gets one input-limit at the place and is not parsed,
// as the platform's build would stall on it too. Each bound is far above what the corpus's pages reach.
import { depthViolation, holdsAtMost, InputLimits, LimitViolation, MAX_SAFE_NESTING } from '../limits';

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
    checkPageBrackets(text, limits) ??
    checkParagraphWork(text, LABEL_ENDS) ??
    checkParagraphWork(text, EXPRESSION_ENDS) ??
    checkCodeSpanWork(text) ??
    checkContainerWork(text) ??
    checkTagDepth(text)
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
 * A block whose text micromark does not read as Markdown: a code fence (read line by line) or an `import`/`export`
 * block (given to acorn once, up to a blank line).
 */
const UNREAD_BLOCK = /[ \t]{0,3}(`{3,}|~{3,})|(?:import|export)\b/y;
/** The line breaks between two paragraphs, passed over once (looked for again at each, 160 000 took a minute). */
const LINE_BREAKS = /[\r\n]*/y;
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
  for (const [start, end] of paragraphs(text)) {
    if (closing < 0) break;
    if (closing < start) closing = text.indexOf(sign, start);
    let closings = 0;
    for (; closing >= 0 && closing < end; closing = text.indexOf(sign, closing + 1)) closings++;
    work += cost(closings, end - start);
    if (work > max) return paragraphViolation(text, start, end, message);
  }
  return undefined;
}

/** The spans of text micromark reads as paragraphs, roughly: code and `import`/`export` blocks left out. */
function* paragraphs(text: string): Generator<[start: number, end: number]> {
  for (let start = 0; start < text.length;) {
    LINE_BREAKS.lastIndex = start;
    LINE_BREAKS.exec(text);
    start = LINE_BREAKS.lastIndex;
    if (start >= text.length) break;
    UNREAD_BLOCK.lastIndex = start;
    const unread = UNREAD_BLOCK.exec(text);
    if (unread) {
      start = Math.max(start + 1, unreadBlockEnd(text, unread, UNREAD_BLOCK.lastIndex));
      continue;
    }
    PARAGRAPH_END.lastIndex = start;
    const end = PARAGRAPH_END.exec(text)!.index;
    yield [start, end];
    start = end + 1;
  }
}

/** A violation at the first character of a paragraph that is not white space. */
function paragraphViolation(text: string, start: number, end: number, message: string): LimitViolation {
  return { offset: start + (/\S/.exec(text.slice(start, end))?.index ?? 0), message };
}

/**
 * How many characters micromark may scan for the ends of inline code (see `checkCodeSpanWork`): about a tenth of a
 * second of its time.
 */
const MAX_CODE_SPAN_WORK = 10_000_000;

/**
 * Inline code: at a run of backticks micromark scans ahead for a run of the same length; a run that none closes is
 * left as text and the scan starts again after it, so unclosed runs of distinct lengths cost the rest of their
 * paragraph each (2 000 of them took seconds). A closed span costs its own length.
 */
function checkCodeSpanWork(text: string): LimitViolation | undefined {
  if (holdsAtMost(text, '`', Math.floor(MAX_CODE_SPAN_WORK / Math.max(1, text.length)))) return undefined;
  let work = 0;
  for (const [start, end] of paragraphs(text)) {
    if (text.indexOf('`', start) >= end) continue;
    work += codeSpanWork(text, start, end);
    if (work > MAX_CODE_SPAN_WORK)
      return paragraphViolation(
        text,
        start,
        end,
        'This paragraph holds more unclosed backtick runs than the MDX parser can read in time (it scans the rest ' +
          "of the paragraph for the end of each one; the platform's build would stall on it too): the page is not " +
          'parsed.',
      );
  }
  return undefined;
}

function codeSpanWork(text: string, start: number, end: number): number {
  const runs: { at: number; length: number }[] = [];
  const ticks = /`+/g;
  ticks.lastIndex = start;
  for (let run = ticks.exec(text); run && run.index < end; run = ticks.exec(text))
    runs.push({ at: run.index, length: run[0].length });
  // the next run of the same length after each run, found from the end
  const next = new Array<number>(runs.length);
  const lastOfLength = new Map<number, number>();
  for (let i = runs.length - 1; i >= 0; i--) {
    next[i] = lastOfLength.get(runs[i].length) ?? -1;
    lastOfLength.set(runs[i].length, i);
  }
  let work = 0;
  for (let i = 0; i < runs.length;) {
    const closing = next[i];
    work += (closing < 0 ? end : runs[closing].at) - runs[i].at;
    i = closing < 0 ? i + 1 : closing + 1;
  }
  return work;
}

/**
 * How much the list items and block quotes opened on one line may cost micromark (see `checkContainerWork`): about a
 * tenth of a second of its time.
 */
const MAX_CONTAINER_WORK = 50_000;

/** A line that starts with a list item's or a block quote's marker. */
const CONTAINER_LINE = /^[ \t]{0,3}(?:[-*+>]|\d{1,9}[.)])/gm;

/**
 * List items and block quotes opened on one line (`- - - x`, `> > x`): micromark's work on a line grows with the
 * square of the containers it opens there (10 000 `- ` in a line took 44 s). Lines that open one, however many, cost
 * nothing of the kind.
 */
function checkContainerWork(text: string): LimitViolation | undefined {
  let work = 0;
  CONTAINER_LINE.lastIndex = 0;
  for (let line = CONTAINER_LINE.exec(text); line; line = CONTAINER_LINE.exec(text)) {
    const opened = containersOpened(text, line.index);
    work += (opened * (opened - 1)) / 2;
    if (work > MAX_CONTAINER_WORK)
      return {
        offset: line.index + line[0].length - 1,
        message:
          'List items and block quotes open on one line more often than the MDX parser can read in time (its ' +
          "work grows with the square of their number; the platform's build would stall on it too): the page is " +
          'not parsed.',
      };
    CONTAINER_LINE.lastIndex = Math.max(CONTAINER_LINE.lastIndex, line.index + 1);
  }
  return undefined;
}

/** How many list item and block quote markers follow one another from `at`, each after at most three spaces. */
function containersOpened(text: string, at: number): number {
  let count = 0;
  for (let i = at; ; count++) {
    let spaces = 0;
    while (spaces < 4 && (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09)) {
      i++;
      spaces++;
    }
    const c = text.charCodeAt(i);
    if (c === 0x3e /* > */) i++;
    else if (c === 0x2d /* - */ || c === 0x2a /* * */ || c === 0x2b /* + */) {
      if (!isSpaceOrEnd(text.charCodeAt(i + 1))) return count;
      i++;
    } else if (c >= 0x30 && c <= 0x39) {
      let digits = 0;
      while (digits < 10 && text.charCodeAt(i + digits) >= 0x30 && text.charCodeAt(i + digits) <= 0x39) digits++;
      const after = text.charCodeAt(i + digits);
      if (digits > 9 || (after !== 0x2e && after !== 0x29) || !isSpaceOrEnd(text.charCodeAt(i + digits + 1)))
        return count;
      i += digits + 1;
    } else return count;
  }
}

const isSpaceOrEnd = (c: number) => Number.isNaN(c) || c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

/**
 * The start of a JSX tag (an opening or closing one, a fragment's) or a `/>`. A plain `>` is not looked for: it is
 * also an arrow's or a comparison's inside a prop, and a `/>` after an opening tag's `>` counts it closed, which can
 * only make the depth smaller than it is.
 */
const TAG_SIGNS = /<\/?(?=[A-Za-z>])|\/>/g;

/**
 * JSX elements opened and not closed: micromark and the tree builder keep every open element (5.5 MB of `<Card>`
 * lines ran out of 4 GB of memory, 100 000 nested `<div>`s took a minute). Code and `import`/`export` blocks are left
 * out; real pages nest a few levels.
 */
function checkTagDepth(text: string): LimitViolation | undefined {
  if (holdsAtMost(text, '<', MAX_SAFE_NESTING)) return undefined;
  let depth = 0;
  let opening = false; // after an opening tag's `<`, whose `/>` closes it
  for (const [start, end] of paragraphs(text)) {
    TAG_SIGNS.lastIndex = start;
    for (let sign = TAG_SIGNS.exec(text); sign && sign.index < end; sign = TAG_SIGNS.exec(text)) {
      if (sign[0] === '<') {
        opening = true;
        if (++depth > MAX_SAFE_NESTING)
          return {
            offset: sign.index,
            message:
              `JSX elements nest deeper than ${MAX_SAFE_NESTING} levels here (opened and not closed): the MDX ` +
              "parser would take minutes and gigabytes of memory on it, and so would the platform's build; the " +
              'page is not parsed.',
          };
      } else {
        if (sign[0] === '</' || opening) depth = Math.max(0, depth - 1);
        opening = false;
      }
    }
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
