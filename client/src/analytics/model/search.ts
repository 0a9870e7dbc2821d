// Text search over conversations: every word must appear in the query, the answer, the category or a source title.
import { Conversation, ConversationSource } from '../../../../shared/src/analytics/types';

export function searchConversations(conversations: readonly Conversation[], text: string): Conversation[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...conversations];
  return conversations.filter((c) => {
    const haystack = [c.query, c.response, c.queryCategory ?? '', ...sourcesOf(c).map((s) => s.title)]
      .join('\n')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** The sources that are objects (a service breaking its schema must not break the view). */
export function sourcesOf(conversation: Conversation): ConversationSource[] {
  return Array.isArray(conversation.sources)
    ? conversation.sources.filter((s): s is ConversationSource => !!s && typeof s === 'object')
    : [];
}
