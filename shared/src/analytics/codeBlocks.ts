// Fenced code blocks of an MDX page, and which of them a piece of code-snippet feedback is about.

export interface CodeBlock {
  readonly lang: string | null;
  readonly filename: string | null;
  readonly code: string;
  /** Zero-based lines of the opening and closing fences. */
  readonly startLine: number;
  readonly endLine: number;
}

const isBlank = (c: string) => /\s/.test(c);

/**
 * An opening fence's parts (indent, fence, language, meta), as `/^(\s*)(`{3,}|~{3,})\s*([^`\s]*)\s*(.*)$/` reads
 * them, in one pass: that expression backtracked over runs of backticks and blanks.
 */
export function openingFence(line: string): [string, string, string, string] | undefined {
  let at = 0;
  while (at < line.length && isBlank(line[at])) at++;
  const indent = line.slice(0, at);
  const mark = line[at];
  if (mark !== '`' && mark !== '~') return undefined;
  let end = at;
  while (line[end] === mark) end++;
  if (end - at < 3) return undefined;
  const fence = line.slice(at, end);
  at = end;
  while (at < line.length && isBlank(line[at])) at++;
  let langEnd = at;
  while (langEnd < line.length && line[langEnd] !== '`' && !isBlank(line[langEnd])) langEnd++;
  const lang = line.slice(at, langEnd);
  at = langEnd;
  while (at < line.length && isBlank(line[at])) at++;
  const meta = line.slice(at);
  return /[\r\u2028\u2029]/.test(meta) ? undefined : [indent, fence, lang, meta];
}

export function findCodeBlocks(text: string): CodeBlock[] {
  const lines = text.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = openingFence(lines[i]);
    if (!open) continue;
    const [indent, fence, lang, meta] = open;
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !closing.test(lines[end])) end++;
    const body = lines
      .slice(i + 1, end)
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()));
    blocks.push({
      lang: lang || null,
      filename: filenameOf(meta),
      code: body.join('\n'),
      startLine: i,
      endLine: Math.min(end, lines.length - 1),
    });
    i = end;
  }
  return blocks;
}

/** Mintlify writes the file name after the language (```js app.js) or as title="app.js". */
function filenameOf(meta: string): string | null {
  const titled = /title=["']([^"']+)["']/.exec(meta);
  if (titled) return titled[1];
  const bare = meta.split(/\s+/).find((word) => word && !word.includes('=') && !word.startsWith('{'));
  return bare ?? null;
}

const normalize = (code: string) =>
  code
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();

/** The block a snippet came from: same code first, then same file name, then the only block of its language. */
export function matchCodeBlock(
  blocks: readonly CodeBlock[],
  snippet: { code?: string | null; filename?: string | null; lang?: string | null },
): CodeBlock | undefined {
  if (snippet.code) {
    const code = normalize(snippet.code);
    const same = blocks.find((block) => normalize(block.code) === code);
    if (same) return same;
  }
  if (snippet.filename) {
    const named = blocks.find((block) => block.filename === snippet.filename);
    if (named) return named;
  }
  const sameLang = snippet.lang ? blocks.filter((block) => block.lang === snippet.lang) : [];
  return sameLang.length === 1 ? sameLang[0] : undefined;
}
