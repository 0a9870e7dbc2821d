// Entries and pages of the analytics API, typed after the service's published description and its answers. Fields
// the service adds later, and enum values not listed here, pass through untouched (`string & {}` keeps editor hints).

export const FEEDBACK_SOURCES = ['code_snippet', 'contextual', 'agent', 'thumbs_only'] as const;
export const FEEDBACK_STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed'] as const;

export type FeedbackSource = (typeof FEEDBACK_SOURCES)[number];
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
type Open<T extends string> = T | (string & {});

/** Documented as an object with an e-mail; the real service sends the e-mail string or null. */
export type FeedbackContact = string | { readonly email?: string | null; readonly [field: string]: unknown } | null;

export interface FeedbackEntry {
  readonly id: string;
  /** A page path (`/guides/errors`) or a full URL of the page. */
  readonly path: string;
  readonly comment: string | null;
  readonly createdAt: string | null;
  readonly source: Open<FeedbackSource>;
  readonly status: Open<FeedbackStatus>;
  /** Contextual and thumbs-only feedback. */
  readonly helpful?: boolean | null;
  readonly contact?: FeedbackContact;
  /** Code-snippet feedback: the snippet, its file name and language. */
  readonly code?: string | null;
  readonly filename?: string | null;
  readonly lang?: string | null;
  readonly [field: string]: unknown;
}

export interface ConversationSource {
  readonly title: string;
  readonly url: string;
  readonly [field: string]: unknown;
}

export interface Conversation {
  readonly id: string;
  readonly timestamp: string;
  readonly query: string;
  readonly response: string;
  /** Absent means `answer`. */
  readonly responseType?: Open<'answer' | 'clarifying_question'>;
  readonly sources: readonly ConversationSource[];
  readonly resolutionStatus?: Open<'answered' | 'unanswered'>;
  readonly queryCategory: string | null;
  readonly pageUrl?: string | null;
  readonly [field: string]: unknown;
}

export type AnalyticsEndpoint = 'feedback' | 'assistant';

export interface EntryOf {
  feedback: FeedbackEntry;
  assistant: Conversation;
}

/** The array key of a page body per endpoint. */
export const PAGE_ARRAY_KEY = { feedback: 'feedback', assistant: 'conversations' } as const satisfies Record<
  AnalyticsEndpoint,
  string
>;

export interface Page<E extends AnalyticsEndpoint> {
  readonly entries: EntryOf[E][];
  readonly nextCursor: string | null;
  readonly hasMore: boolean;
}

export interface AnalyticsQuery {
  /** ISO 8601 or `YYYY-MM-DD`, inclusive. */
  readonly dateFrom?: string;
  /** ISO 8601 or `YYYY-MM-DD`, exclusive. */
  readonly dateTo?: string;
  /** Entries per page: 1-100 (feedback, default 50) or 1-1000 (assistant, default 100). */
  readonly limit?: number;
  /** Feedback only. */
  readonly status?: readonly string[];
  /** Feedback only. */
  readonly source?: string;
}

/** The e-mail of a contact in either shape. */
export function contactEmail(contact: FeedbackContact | undefined): string | null {
  if (contact === null || contact === undefined) return null;
  if (typeof contact === 'string') return contact;
  return typeof contact.email === 'string' ? contact.email : null;
}
