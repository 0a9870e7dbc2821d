// Fenced code blocks of an MDX page, and which of them a piece of code-snippet feedback is about.

export interface CodeBlock {
  readonly lang: string | null;
  readonly filename: string | null;
  readonly code: string;
  /** Zero-based lines of the opening and closing fences. */
  readonly startLine: number;
  readonly endLine: number;
}

const OPENING_FENCE = /^(\s*)(`{3,}|~{3,})\s*([^`\s]*)\s*(.*)$/;

export function findCodeBlocks(text: string): CodeBlock[] {
  const lines = text.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPENING_FENCE.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
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
