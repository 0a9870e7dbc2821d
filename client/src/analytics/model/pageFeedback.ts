// Feedback on one open MDX page: which code blocks it is about, and the lines a hover shows.
import { findCodeBlocks, CodeBlock, matchCodeBlock } from '../../../../shared/src/analytics/codeBlocks';
import { FeedbackEntry } from '../../../../shared/src/analytics/types';

export interface BlockFeedback {
  readonly block: CodeBlock;
  readonly entries: FeedbackEntry[];
}

/** Code-snippet feedback attached to the blocks of `text` it matches, in block order. */
export function feedbackForBlocks(text: string, entries: readonly FeedbackEntry[]): BlockFeedback[] {
  const blocks = findCodeBlocks(text);
  const byBlock = new Map<CodeBlock, FeedbackEntry[]>();
  for (const entry of entries) {
    if (typeof entry.code !== 'string') continue;
    const block = matchCodeBlock(blocks, entry);
    if (block) byBlock.set(block, [...(byBlock.get(block) ?? []), entry]);
  }
  return blocks.filter((block) => byBlock.has(block)).map((block) => ({ block, entries: byBlock.get(block)! }));
}

/** One plain-text line per entry (newest first, at most `max`), plus how many were left out. */
export function commentLines(entries: readonly FeedbackEntry[], max = 10): string[] {
  const lines = entries.slice(0, max).map((e) => {
    const verdict =
      typeof e.helpful === 'boolean' ? (e.helpful ? 'helpful' : 'not helpful') : String(e.source).replace('_', ' ');
    const comment = (e.comment ?? '(no comment)').replace(/\s+/g, ' ').trim();
    return `${String(e.status).replace('_', ' ')} · ${verdict} · ${e.createdAt?.slice(0, 10) ?? 'no date'}: \
${comment.length > 200 ? `${comment.slice(0, 199)}…` : comment}`;
  });
  return entries.length > max ? [...lines, `and ${entries.length - max} more`] : lines;
}
