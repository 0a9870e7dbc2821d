// Suppression comments in a page: `{/* docs-lsp-disable-next-line CODE ... */}`, `{/* docs-lsp-disable-line CODE */}`
// (at the end of the line it is about), `{/* docs-lsp-disable CODE ... */}` ... `{/* docs-lsp-enable CODE ... */}` (no
// codes: every rule), with an optional reason after ` -- `. MDX comments
// are the only comments the platform keeps out of the rendered page, in `.mdx` and `.md` pages alike (it compiles
// both as MDX: an HTML comment, `<!-- -->`, does not compile). Read from the page's text by a scan that runs only
// when the text holds `docs-lsp-`; comments in fenced code, inline code or the frontmatter are text, not directives.
import { Range } from 'vscode-languageserver-types';

export type SuppressionKind = 'disable-next-line' | 'disable-line' | 'disable' | 'enable';

export const SUPPRESSION_KINDS: readonly SuppressionKind[] = ['disable-next-line', 'disable-line', 'disable', 'enable'];

export interface SuppressionCode {
  /** As written (it may name no rule: the check reports it). */
  readonly code: string;
  readonly range: Range;
}

export interface Suppression {
  readonly kind: SuppressionKind;
  /** The codes named; none: every rule. */
  readonly codes: readonly SuppressionCode[];
  /** The whole comment, `{/*` to `*\/}`. */
  readonly range: Range;
  /** Where the directive's word (`docs-lsp-disable...`) and its codes stand, from the word's start. */
  readonly inner: Range;
}

export const SUPPRESSION_MARK = 'docs-lsp-';

const DIRECTIVE =
  /\{[ \t]*\/\*[ \t\r\n]*docs-lsp-(disable-next-line|disable-line|disable|enable)(?![\w-])((?:[^*]|\*(?!\/))*)\*\/[ \t]*\}/g;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * The suppression comments of a page whose text (frontmatter included) is `text`; undefined when the text holds no
 * `docs-lsp-` at all, which is most pages: they pay for one `includes`.
 */
export function readSuppressions(text: string, bodyStart: number): Suppression[] | undefined {
  if (!text.includes(SUPPRESSION_MARK)) return undefined;
  const lines = new LineMap(text);
  const code = codeLines(text, lines);
  const found: Suppression[] = [];
  DIRECTIVE.lastIndex = bodyStart;
  for (let match = DIRECTIVE.exec(text); match; match = DIRECTIVE.exec(text)) {
    const start = match.index;
    const line = lines.lineOf(start);
    if (code.has(line) || insideInlineCode(text, lines.startOf(line), start)) continue;
    const kind = match[1] as SuppressionKind;
    const wordStart = text.indexOf(SUPPRESSION_MARK, start);
    const listStart = wordStart + SUPPRESSION_MARK.length + kind.length;
    const reason = match[2].search(/(?:^|\s)--(?:\s|$)/);
    const list = reason < 0 ? match[2] : match[2].slice(0, reason);
    const codes: SuppressionCode[] = [];
    for (const written of list.matchAll(/[^\s,]+/g)) {
      const at = listStart + written.index;
      codes.push({
        code: written[0],
        range: { start: lines.positionAt(at), end: lines.positionAt(at + written[0].length) },
      });
    }
    const innerEnd = codes.length > 0 ? lines.offsetAt(codes[codes.length - 1].range.end) : listStart;
    found.push({
      kind,
      codes,
      range: { start: lines.positionAt(start), end: lines.positionAt(start + match[0].length) },
      inner: { start: lines.positionAt(wordStart), end: lines.positionAt(innerEnd) },
    });
  }
  return found;
}

/**
 * The lines inside fenced code blocks (fence lines included). A fence nested in a list item or a component is
 * indented further: any indentation is accepted, as a comment on such a line would be shown as code all the same.
 */
export function codeLines(text: string, lines: LineMap = new LineMap(text)): Set<number> {
  const inside = new Set<number>();
  let open: { char: string; length: number } | undefined;
  for (let line = 0; line < lines.count; line++) {
    const content = lines.textOf(line).replace(/^[ \t>]*(?:[-*+][ \t]+|\d{1,9}[.)][ \t]+)?[ \t]*/, '');
    const fence = FENCE.exec(content);
    if (open) {
      inside.add(line);
      if (
        fence &&
        fence[1][0] === open.char &&
        fence[1].length >= open.length &&
        /^\s*$/.test(content.slice(fence[0].length))
      )
        open = undefined;
    } else if (fence && !(fence[1][0] === '`' && content.slice(fence[0].length).includes('`'))) {
      inside.add(line);
      open = { char: fence[1][0], length: fence[1].length };
    }
  }
  return inside;
}

/** Whether an odd number of backticks stands before `at` on its line: the comment is inline code. */
function insideInlineCode(text: string, lineStart: number, at: number): boolean {
  let ticks = 0;
  for (let i = lineStart; i < at; i++) if (text.charCodeAt(i) === 96) ticks++;
  return ticks % 2 === 1;
}

/** Offsets to positions and back, and the text of each line, for one text. */
export class LineMap {
  private readonly starts: number[] = [0];

  constructor(private readonly text: string) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  get count(): number {
    return this.starts.length;
  }

  startOf(line: number): number {
    return this.starts[line];
  }

  textOf(line: number): string {
    const end = line + 1 < this.starts.length ? this.starts[line + 1] - 1 : this.text.length;
    return this.text.slice(this.starts[line], end).replace(/\r$/, '');
  }

  lineOf(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  positionAt(offset: number): { line: number; character: number } {
    const line = this.lineOf(offset);
    return { line, character: offset - this.starts[line] };
  }

  offsetAt(position: { line: number; character: number }): number {
    return this.starts[position.line] + position.character;
  }
}
