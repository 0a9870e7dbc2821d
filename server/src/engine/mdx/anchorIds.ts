// The ids a heading or a titled component gets on the live page, as the platform's MDX pipeline renders them (its
// typesetting, heading-id plugin and table-of-contents extraction), and how a browser matches a link's fragment:
// - a heading is typeset first: `'` in a word as `’` (the platform documents `What's new` -> `what’s-new`), other
//   quotes, `--` and `...` as the page's text around them decides (typesetHeadings.ts);
// - its text is lower-cased, runs of spaces turned into `-`, then percent-encoded; what is left outside letters,
//   digits and `_` (and `%`, once something was encoded) becomes `-`, runs of `-` collapse, `it's` -> `its`;
// - the heading component renders that id percent-decoded, without `?,;:!'"()[]{}` and emoji (`renderedId`);
// - so `Config.json options` -> `config-json-options`, `Rate limits (per minute)` -> `rate-limits-per-minute`,
//   `Read/write access` -> `read/write-access`, `Fees & billing` -> `fees-&-billing`, `Café` -> `café`,
//   `Step 2: Create links` -> `step-2-create-links`, `Emoji 🚀 launch` -> `emoji--launch`.
// A browser scrolls to the element whose id is the fragment exactly, as written or percent-decoded
// (`fragmentForms`): `#café` and `#caf%C3%A9` reach `## Café`; `#step-2:-create-links` and `#Step-2-create-links`
// reach nothing. (The platform's `broken-links` command strips punctuation from fragments too and so accepts
// `#step-2:-create-links`, which readers find does not scroll: the rendered page decides here.)
import { LINE_TERMINATORS, lineBounds, trimWhere } from '../text';

/** A heading text with its apostrophes typeset as the platform does inside words (`What's` -> `What’s`). */
export function typeset(text: string): string {
  return text.replace(/'/g, '’');
}

/** What the platform's typesetting may change: quotes, backticks, dash pairs, dots. */
const TYPESET_SIGNS = /["'`]|--|\.\s*\./;
const SIGNS_OF_CONTEXT = /["`]|--|\.\s*\./;
/** In a heading's source outside its code: the signs, escapes and entities that may put them into its text. */
const SIGNS_IN_SOURCE = /["'`\\&]|--|\.\s*\./;
const WORD_CHARACTER = /[\p{L}\p{N}\p{M}]/u;

/**
 * The heading (`text`, written as `source`) as the platform typesets it, where that does not depend on the text
 * around it: nothing to typeset outside its inline code (never typeset), or only apostrophes inside or after a word
 * and not at its end (always `’`). Undefined where the text around it may decide (typography.ts, typesetHeadings.ts).
 */
export function typesetAlone(text: string, source: string): string | undefined {
  if (!TYPESET_SIGNS.test(text)) return text;
  if (source.includes('`')) return SIGNS_IN_SOURCE.test(withoutCodeSpans(source)) ? undefined : text;
  // a last apostrophe opens a quote when the page goes on with a quote and a word (a table cell, a heading)
  if (SIGNS_OF_CONTEXT.test(text) || text.trimEnd().endsWith("'")) return undefined;
  for (let at = text.indexOf("'"); at >= 0; at = text.indexOf("'", at + 1)) {
    const before = text.charCodeAt(at - 1);
    const word =
      (before >= 0x30 && before <= 0x39) ||
      (before >= 0x41 && before <= 0x5a) ||
      (before >= 0x61 && before <= 0x7a) ||
      (before > 0x7f && WORD_CHARACTER.test(text.charAt(at - 1)));
    if (!word) return undefined;
  }
  return typeset(text);
}

/** The platform's slug of a (typeset) heading text, before numbering and rendering (may hold percent escapes). */
export function headingSlug(text: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(text.toLowerCase().trim().replace(/\s+/g, '-'));
  } catch {
    return ''; // a lone surrogate: the platform's encoder throws; the heading gets no id
  }
  const escaped = /%[0-9A-F]{2}/.test(encoded);
  return encoded
    .replace(escaped ? /[^a-zA-Z\d%_]+/g : /[^a-z\d_]+/g, '-')
    .replace(/(?<![a-zA-Z\d])([a-zA-Z\d]+)-([ts])(-|$)/g, '$1$2$3')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

const STRIPPED_FROM_IDS = /[?,;:!'"()[\]{}]/g;
const EMOJI =
  /\p{Emoji_Modifier}|\p{Emoji_Modifier_Base}|\p{Emoji_Presentation}|\p{Extended_Pictographic}|\u200D|\uFE0E|\uFE0F/gu;
const NON_ASCII = /[\u0080-\uffff]/;

/**
 * The text without emoji. ASCII text holds none, and is most ids: V8 compiles a regular expression of Unicode
 * properties when it is first used, several milliseconds of a `check` of a small site for this one.
 */
function withoutEmoji(text: string): string {
  return NON_ASCII.test(text) ? text.replace(EMOJI, '') : text;
}

/**
 * The id the platform's heading, step and update components render for an id they are given: percent-decoded (a
 * `%` that starts no escape is kept), without the punctuation and emoji they leave out. An id that does not decode
 * is kept whole, as the platform keeps it.
 */
export function renderedId(id: string): string {
  try {
    return withoutEmoji(decodeURIComponent(id.replace(/%(?![0-9A-Fa-f]{2})/g, '%25')).replace(STRIPPED_FROM_IDS, ''));
  } catch {
    return id;
  }
}

/**
 * A custom heading id (`## Title {#id}`) as the platform writes it on the heading: without `<>"&`, the punctuation
 * and emoji its heading component would drop.
 */
export function customId(id: string): string {
  return withoutEmoji(id.replace(/[<>"&?,;:!'()[\]{}]/g, ''));
}

/** The id a heading of this text gets when no other on the page has it. */
export function headingId(text: string): string {
  return renderedId(headingSlug(typeset(text)));
}

/**
 * The forms of a link's fragment (as decoded from the link) that a browser looks for among the page's ids: the
 * fragment itself and its percent-encoded form (`café`, `caf%C3%A9`: an id rendered without decoding, as a tab's, is
 * reached by the encoded one).
 */
export function fragmentForms(fragment: string): string[] {
  const encoded = encodeFragment(fragment);
  return encoded === fragment ? [fragment] : [fragment, encoded];
}

/** The URL parser's encoding of a fragment: UTF-8 escapes for non-ASCII, controls, space, `"`, `<`, `>`, `` ` ``. */
function encodeFragment(fragment: string): string {
  try {
    return fragment.replace(/[^\x21\x23-\x3b\x3d\x3f-\x5f\x61-\x7e]+/gu, (run) => encodeURIComponent(run));
  } catch {
    return fragment;
  }
}

/**
 * The numbering of repeated heading slugs of the platform's heading-id plugin: the second `x` is `x-2`, the third
 * `x-3`, counted per slug (case-insensitively), and a slug that already ends in a number counts against its
 * numberless form once that has been seen more than twice.
 */
export class SlugNumbering {
  private readonly seen = new Map<string, number>();

  next(slug: string): string {
    if (slug === '') return '';
    const key = slug.toLowerCase();
    const numberless = this.seen.get(withoutNumberSuffixes(key)) ?? 0;
    const count = (this.seen.get(key) ?? 0) + 1;
    this.seen.set(key, count);
    return count >= 2 || numberless > 2 ? `${slug}-${count}` : slug;
  }
}

/**
 * The platform's table of contents gives every entry a page-unique id with one counter for all of them: headings of
 * levels 1-4, the explicit ids of `Heading` (and `<h1>`..`<h4>`, custom `{#id}`s), `Step` and `Update`. An id seen
 * before gets the first free `-2`, `-3`, ...: `<Heading id="setup">` after two `## Setup` headings is `#setup-3`.
 */
export class TableOfContentsIds {
  private readonly seen = new Map<string, number>();

  unique(id: string): string {
    const count = this.seen.get(id) ?? 0;
    this.seen.set(id, count + 1);
    if (count === 0) return id;
    let suffix = count + 1;
    while (this.seen.has(`${id}-${suffix}`)) suffix++;
    this.seen.set(`${id}-${suffix}`, 1);
    return `${id}-${suffix}`;
  }
}

/**
 * The slug the platform's components make of a title (`Accordion`, `View`; with `decamelize`, a field's
 * `param-<name>`): the general-purpose slugger's defaults: `&` read as "and", accents dropped, lower case, every run
 * outside `a-z0-9` a hyphen (`portkey_manifold_pipe.py` -> `portkey-manifold-pipe-py`), `it's` -> `its`. Letters of
 * other scripts, which it transliterates from a table of its own, are dropped here: `titleIds` keeps them.
 */
export function componentSlug(text: string, decamelize = false): string {
  let words = text.normalize().replace(/&/g, ' and ').replace(/♥/g, ' love ').replace(/🦄/g, ' unicorn ');
  // the diacritics in ASCII are `^` and `` ` `` (see `withoutEmoji` on why ASCII text skips Unicode properties)
  words = NON_ASCII.test(words)
    ? words
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .normalize()
    : words.replace(/[\^`]/g, '');
  if (decamelize)
    words = words
      .replace(/(?<![A-Z])([A-Z]{2,})(\d+)/g, '$1 $2') // `HTTP2` -> `HTTP 2`
      .replace(/(?<![a-z\d])([a-z\d]+)([A-Z]{2,})/g, '$1 $2') // `myURL` -> `my URL`
      .replace(/([a-z\d])([A-Z])/g, '$1 $2') // `expiresIn` -> `expires In`
      .replace(/(?<![A-Z])([A-Z]+)([A-Z][a-rt-z\d]+)/g, '$1 $2'); // `URLParser` -> `URL Parser` (not the `s` of `APIs`)
  return words
    .toLowerCase()
    .replace(/[^a-z\d]+/g, '-')
    .replace(/(?<![a-z\d])([a-z\d]+)-([ts])(-|$)/g, '$1$2$3')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/** The id of a `ParamField`/`ResponseField` named `name`, the `count`-th of that name before it (`param-user-id-1`). */
export function fieldId(name: string, count: number): string {
  return componentSlug(`param-${name}${count > 0 ? `_${count}` : ''}`, true);
}

/**
 * What `titleIds`' spellings take out of a lower-case title: signs, or everything but letters, digits and marks. Made
 * at the first title that is not ASCII: V8 builds a Unicode property's character set when the expression is created,
 * most of a millisecond of every `check` for these three.
 */
let titleSigns: { readonly platform: RegExp; readonly github: RegExp; readonly kept: RegExp } | undefined;
const unicodeTitleSigns = () =>
  (titleSigns ??= {
    platform: /[^\p{L}\p{N}_-]/gu,
    github: /[^\p{L}\p{N}\p{M}_ -]/gu,
    kept: /[^\p{L}\p{N}\p{M}_ &:-]/gu,
  });
/** The same for ASCII titles, without Unicode properties (see `withoutEmoji`): ASCII letters and digits are these. */
const ASCII_TITLE_SIGNS = { platform: /[^a-z\d_-]/g, github: /[^a-z\d_ -]/g, kept: /[^a-z\d_ &:-]/g };

/**
 * The ids real links use for a component's title (an accordion, a tab, a step, a field): the platform's heading slug
 * first, then the spellings that turn every sign into a hyphen, drop punctuation (GitHub's style) or keep it, with or
 * without repeated hyphens collapsed. Components slug their titles each in their own way (accordions transliterate,
 * tabs percent-encode), so all are accepted: no link the platform resolves is reported.
 */
export function titleIds(text: string): string[] {
  const lower = text.trim().toLowerCase();
  const signs = NON_ASCII.test(lower) ? unicodeTitleSigns() : ASCII_TITLE_SIGNS;
  const platform = trimWhere(lower.replace(signs.platform, '-'), (c) => c === '-');
  const collapsed = platform.replace(/-{2,}/g, '-');
  const github = lower.replace(signs.github, '').replace(/ /g, '-');
  const spaced = lower.replace(/\s+/g, '-');
  const keptSigns = lower.replace(signs.kept, '').replace(/ /g, '-');
  const ids = [headingId(text), headingSlug(text), platform, collapsed, github, spaced, keptSigns];
  return [...new Set(ids)].filter((id) => id !== '');
}

/** An id as written in a link (`#Transfer%20JS`): decoded, lower-cased when matching headings. */
export function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** A field name as its component's id spells it: `expiresInDays` -> `expires-in-days`. */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();
}

/**
 * `## Configuration options {#config}`: the platform's custom heading id, written at the end of an ATX heading, which
 * replaces the id made from the text. Not MDX (the compiler would read `{#config}` as an expression): the platform
 * takes it out before compiling, and so does the parser here (`withoutCustomHeadingIds`).
 */
const ATX_OPENING = /^ {0,3}#{1,6}[ \t]/;
const NOT_IN_CUSTOM_ID = /[\s{}]/;

/**
 * The custom id at the end of an ATX heading's line (`{#id}` after a blank, blanks after it): where the blanks
 * before it start, and the id. Read from the line's end, once: an expression of it (`^(#+[ \t].*?)([ \t]+\{#...`)
 * backtracked over long runs of blanks.
 */
function customIdOfLine(line: string): { readonly idStart: number; readonly id: string } | undefined {
  const opening = ATX_OPENING.exec(line);
  if (!opening || [...LINE_TERMINATORS].some((c) => line.includes(c))) return undefined;
  let end = line.length;
  while (end > 0 && (line[end - 1] === ' ' || line[end - 1] === '\t')) end--;
  if (line[end - 1] !== '}') return undefined;
  const open = line.lastIndexOf('{#', end - 1);
  const id = open < 0 ? '' : line.slice(open + 2, end - 1);
  // a blank before `{#`, after the one the opening ends with
  if (id === '' || NOT_IN_CUSTOM_ID.test(id) || open <= opening[0].length) return undefined;
  if (line[open - 1] !== ' ' && line[open - 1] !== '\t') return undefined;
  let idStart = open;
  while (idStart > opening[0].length && (line[idStart - 1] === ' ' || line[idStart - 1] === '\t')) idStart--;
  return { idStart, id };
}

/** The text with each custom heading id blanked out (spaces of the same length, so positions stay the page's). */
export function withoutCustomHeadingIds(text: string): string {
  let result = '';
  let copied = 0;
  for (let at = text.indexOf('{#'); at >= 0;) {
    const [start, end] = lineBounds(text, at);
    const custom = customIdOfLine(text.slice(start, end));
    if (custom) {
      result += text.slice(copied, start + custom.idStart) + ' '.repeat(end - start - custom.idStart);
      copied = end;
    }
    at = text.indexOf('{#', end);
  }
  return copied === 0 ? text : result + text.slice(copied);
}

/** The custom id written at the end of a heading's source, if any. */
export function customHeadingId(headingSource: string): string | undefined {
  const lineEnd = headingSource.indexOf('\n');
  const line = lineEnd < 0 ? headingSource : headingSource.slice(0, lineEnd).replace(/\r$/, '');
  return customIdOfLine(line)?.id;
}

/**
 * The source without its code spans (a backtick run, text without backticks, a run of the same length), as
 * `/(`+)[^`]+?\1(?!`)/g` removes them, in one pass: the expression tried every run against the rest of the text.
 */
export function withoutCodeSpans(source: string): string {
  const runEnd = (from: number) => {
    let end = from;
    while (source[end] === '`') end++;
    return end;
  };
  let result = '';
  let copied = 0;
  for (let at = source.indexOf('`'); at >= 0;) {
    const opened = runEnd(at);
    const closing = source.indexOf('`', opened);
    if (closing < 0) break;
    const closed = runEnd(closing);
    // the closing run's length of the opening run, ending where it does; text between
    if (closing > opened && closed - closing <= opened - at) {
      result += source.slice(copied, opened - (closed - closing));
      copied = closed;
      at = source.indexOf('`', closed);
    } else at = closing;
  }
  return copied === 0 ? source : result + source.slice(copied);
}

/** A slug without the `-2`, `-3-1` it may end with (how numbered duplicates are told apart). */
export function withoutNumberSuffixes(key: string): string {
  let end = key.length;
  for (;;) {
    let digits = end;
    while (digits > 0 && key.charCodeAt(digits - 1) >= 0x30 && key.charCodeAt(digits - 1) <= 0x39) digits--;
    if (digits === end || digits === 0 || key[digits - 1] !== '-') return key.slice(0, end);
    end = digits - 1;
  }
}

/**
 * A fragment or an id as the platform compares them (`cleanHeadingId` of its packages, which its link checker applies
 * to both sides and its renderer to the ids of headings, steps and updates): percent-decoded, without `?,;:!'"()[]{}`
 * and emoji. `#step-2:-add-the-code` reaches the heading whose id is `step-2-add-the-code`.
 */
export function cleanHeadingId(id: string): string {
  let decoded = id;
  try {
    decoded = decodeURIComponent(id.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
  } catch {
    // a malformed escape: the platform compares the id as written
  }
  return decoded.replace(STRIPPED_FROM_IDS, '').replace(EMOJI, '');
}
