// A page body parsed as the platform's MDX compiler parses it: micromark with the MDX (JSX, expressions, ESM), GFM
// (tables, bare URLs, footnotes, strikethrough, task lists) and math (`$x$`, `$$...$$`: braces there are LaTeX, not
// expressions) extensions, into an mdast tree with positions. `.md` pages too: the platform compiles them as MDX.
// GFM costs 40 % of micromark's parse, but it decides whether a page compiles (a `{` in a bare URL, an expression
// over a table's `|`), and most pages never reach micromark (pageReaderOnePass.ts).
// The frontmatter block and custom heading ids (`## Title {#id}`) are blanked out (line breaks kept, so positions stay
// the page's) before parsing.
// The parser is loaded when a page first needs it: most pages are read without it (pageReaderOnePass.ts), and loading
// micromark with its extensions (acorn's Unicode tables among them) is a tenth of a `check` of a small site.
import type { Root } from 'mdast';
import type { Event, ParseContext } from 'micromark-util-types';
import { onFirstUse } from '../text';
import { withoutCustomHeadingIds } from './anchorIds';
import type * as MicromarkParser from './micromarkParser';
import type * as TitleMarkdown from './titleMarkdown';
import type * as TypesetHeadings from './typesetHeadings';
import type * as Typography from './typography';

export interface MdxSyntaxError {
  /** 1-based, as the parser reports them. */
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

export type MdxParse =
  { readonly tree: Root; readonly error?: undefined } | { tree?: undefined; error: MdxSyntaxError };

// eslint-disable-next-line @typescript-eslint/no-require-imports
const parser = onFirstUse(() => require('./micromarkParser') as typeof MicromarkParser);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const typesetting = onFirstUse(() => require('./typesetHeadings') as typeof TypesetHeadings);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const typography = onFirstUse(() => require('./typography') as typeof Typography);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const titleMarkdown = onFirstUse(() => require('./titleMarkdown') as typeof TitleMarkdown);

/**
 * The page's headings as the platform typesets them (by where each starts), for a heading whose typesetting the
 * text around it decides (`typesetAlone`, `typesetWherever` cannot tell); loaded when a page first has one.
 * Undefined when the page does not parse.
 */
export function typesetHeadings(text: string, frontmatterEnd: number): ReadonlyMap<number, string> | undefined {
  return typesetting().typesetHeadings(pageBodyText(text, frontmatterEnd));
}

/** A heading's text (no markup in it) typeset, where the text around it cannot change that (see typography.ts). */
export function typesetWherever(text: string, plainAfter = false): string | undefined {
  return typography().typesetWherever(text, plainAfter);
}

/** What may make a title's text differ from how it is written: code, emphasis, links, escapes, entities, tags. */
const TITLE_MARKDOWN = /[`*_~[\\&<]/;

/** A component title as the platform shows it (read as one line of Markdown: `Run `x`` -> `Run x`). */
export function visibleTitle(title: string): string {
  if (!TITLE_MARKDOWN.test(title)) return title.replace(/\n/g, ' ');
  return titleMarkdown().titleText(title);
}

/** What the parser reads of a page: its text with the frontmatter and custom heading ids blanked out. */
export function pageBodyText(text: string, frontmatterEnd: number): string {
  return withoutCustomHeadingIds(
    frontmatterEnd > 0 ? text.slice(0, frontmatterEnd).replace(/[^\r\n]/g, ' ') + text.slice(frontmatterEnd) : text,
  );
}

export function parseMdx(text: string, frontmatterEnd: number): MdxParse {
  const body = pageBodyText(text, frontmatterEnd);
  try {
    const { fromMarkdown, extensions, mdastExtensions } = parser();
    return { tree: fromMarkdown(body, { extensions, mdastExtensions }) };
  } catch (error) {
    return { error: syntaxError(error) };
  }
}

/**
 * One parser for every page: micromark combines its extensions each time a parser is made, which costs as much as
 * tokenizing a short page. What it keeps of a document (the definitions seen, the lazy lines, the imported names)
 * is reset before each one.
 */
let sharedParser: ParseContext | undefined;

/** micromark's events for a page body (`pageBodyText`), exactly as `fromMarkdown` reads them; throws as it does. */
export function mdxEvents(body: string): Event[] {
  const { parse, postprocess, preprocess, extensions } = parser();
  const shared: ParseContext & { definedModuleSpecifiers?: unknown } = (sharedParser ??= parse({ extensions }));
  shared.defined = [];
  shared.lazy = {};
  delete shared.definedModuleSpecifiers;
  return postprocess(shared.document().write(preprocess()(body, undefined, true)));
}

interface ParserMessage {
  readonly reason?: string;
  readonly message?: string;
  readonly line?: number;
  readonly column?: number;
  readonly ruleId?: string;
}

export function syntaxError(error: unknown): MdxSyntaxError {
  const message = (error ?? {}) as ParserMessage;
  const reason = message.reason ?? message.message ?? String(error);
  // a tag never closed is reported without a place, with the tag's span in the text: `(1:1-1:7)`
  const span = /\((\d+):(\d+)-\d+:\d+\)\s*$/.exec(reason);
  const line = message.line ?? (span ? Number(span[1]) : 1);
  const column = message.column ?? (span ? Number(span[2]) : 1);
  return { line, column, message: readable(withoutPlace(reason), message.ruleId) };
}

/** The parser's reason in the words of a page author, with what to do about it. */
function readable(reason: string, ruleId: string | undefined): string {
  const tag = /`<\/?([^>`]*)>`/.exec(reason)?.[1];
  if (ruleId === 'end-tag-mismatch' && /^Expected a closing tag/.test(reason))
    return `\`<${tag}>\` is never closed: add \`</${tag}>\` (or write \`<${tag} />\`).`;
  if (ruleId === 'end-tag-mismatch') return `${reason}.`;
  if (/expected a corresponding closing brace for `\{`/.test(reason))
    return (
      'A `{` starts a JavaScript expression that is never closed: close it with `}`, ' +
      'or write `\\{` for a literal brace.'
    );
  if (/Could not parse expression with acorn/.test(reason)) {
    const detail = reason.replace(/^Could not parse expression with acorn:?\s*/, '');
    const why = detail ? ` (${detail})` : '';
    return (
      `The \`{...}\` is read as a JavaScript expression and is not valid JavaScript${why}: ` +
      'write `\\{` for a literal brace.'
    );
  }
  if (/before name, expected a character that can start a name/.test(reason))
    return `A \`<\` starts a JSX tag here (${reason}): write \`&lt;\` or \`\\<\` for a literal less-than sign.`;
  if (/Unexpected lazy line/.test(reason)) return `${reason}: indent the line, or close the element before it.`;
  return `${reason}.`;
}

/** A parser message without the place it ends with (`... (3:1-3:5)`), which the diagnostic's range says. */
function withoutPlace(reason: string): string {
  const open = reason.lastIndexOf('(');
  return open >= 0 && /^\(\d+:\d+-\d+:\d+\)\s*$/.test(reason.slice(open)) ? reason.slice(0, open).trimEnd() : reason;
}
