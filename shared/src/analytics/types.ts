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

/** Traffic of one page (views: content view events; visitors: approximate distinct visitors). */
export interface PageTraffic {
  readonly path: string;
  readonly human: number;
  readonly ai: number;
  /** Views: human + AI events; visitors: deduplicated across human and AI, so at most their sum. */
  readonly total: number;
  readonly [field: string]: unknown;
}

export interface TrafficTotals {
  readonly human: number;
  readonly ai: number;
  readonly total: number;
  readonly [field: string]: unknown;
}

export interface SearchTerm {
  readonly searchQuery: string;
  readonly hits: number;
  /** Click-through rate, 0 to 1. */
  readonly ctr: number;
  readonly topClickedPage: string | null;
  readonly lastSearchedAt: string;
  readonly [field: string]: unknown;
}

export interface PageFeedbackCounts {
  readonly path: string;
  readonly thumbsUp: number;
  readonly thumbsDown: number;
  readonly code: number;
  readonly total: number;
  readonly [field: string]: unknown;
}

export interface CallerStats {
  readonly web: number;
  readonly api: number;
  readonly other: number;
  readonly total: number;
  readonly [field: string]: unknown;
}

export interface ThreadMessage {
  readonly id: string;
  readonly role: Open<'user' | 'assistant'>;
  readonly content: string;
  readonly createdAt: string;
  readonly [field: string]: unknown;
}

export interface AssistantThread {
  readonly threadId: string;
  readonly createdAt: string;
  readonly messages: readonly ThreadMessage[];
  readonly [field: string]: unknown;
}

/** The endpoints the Feedback and Assistant views list. */
export type AnalyticsEndpoint = 'feedback' | 'assistant';

/** Every endpoint that answers with a list, named by its path after `/v1/analytics/{projectId}/`. */
export type ListEndpoint = AnalyticsEndpoint | 'views' | 'visitors' | 'searches' | 'feedback/by-page';

export interface EntryOf {
  feedback: FeedbackEntry;
  assistant: Conversation;
  views: PageTraffic;
  visitors: PageTraffic;
  searches: SearchTerm;
  'feedback/by-page': PageFeedbackCounts;
}

/**
 * How each list endpoint pages, as the API describes it: `cursor` (nextCursor; searches send no hasMore, a null
 * cursor ends the list), `offset` (limit + offset while hasMore) or `none` (at most `limit` entries and a hasMore flag
 * that no request can follow). `key` is the field naming an entry, `summary` the site-wide fields beside the list.
 */
export interface ListShape {
  readonly arrayKey: string;
  readonly paging: 'cursor' | 'offset' | 'none';
  readonly key: 'id' | 'path' | 'searchQuery';
  readonly limit: { readonly max: number; readonly default: number };
  /** Takes the feedback filters `status` and `source`. */
  readonly feedbackFilters: boolean;
  readonly summary: readonly string[];
}

export const LIST_SHAPES: { readonly [E in ListEndpoint]: ListShape } = {
  feedback: {
    arrayKey: 'feedback',
    paging: 'cursor',
    key: 'id',
    limit: { max: 100, default: 50 },
    feedbackFilters: true,
    summary: [],
  },
  assistant: {
    arrayKey: 'conversations',
    paging: 'cursor',
    key: 'id',
    limit: { max: 1000, default: 100 },
    feedbackFilters: false,
    summary: [],
  },
  searches: {
    arrayKey: 'searches',
    paging: 'cursor',
    key: 'searchQuery',
    limit: { max: 100, default: 50 },
    feedbackFilters: false,
    summary: ['totalSearches'],
  },
  views: {
    arrayKey: 'views',
    paging: 'offset',
    key: 'path',
    limit: { max: 250, default: 50 },
    feedbackFilters: false,
    summary: ['totals'],
  },
  visitors: {
    arrayKey: 'visitors',
    paging: 'offset',
    key: 'path',
    limit: { max: 250, default: 50 },
    feedbackFilters: false,
    summary: ['totals'],
  },
  'feedback/by-page': {
    arrayKey: 'feedback',
    paging: 'none',
    key: 'path',
    limit: { max: 100, default: 10 },
    feedbackFilters: true,
    summary: [],
  },
};

export const LIST_ENDPOINTS = Object.keys(LIST_SHAPES) as ListEndpoint[];

/** The array key of a page body per endpoint. */
export const PAGE_ARRAY_KEY = Object.fromEntries(LIST_ENDPOINTS.map((e) => [e, LIST_SHAPES[e].arrayKey])) as {
  readonly [E in ListEndpoint]: string;
};

export interface Page<E extends ListEndpoint> {
  readonly entries: EntryOf[E][];
  readonly nextCursor: string | null;
  readonly hasMore: boolean;
  /** The site-wide fields beside the list (`totals`, `totalSearches`), as sent. */
  readonly summary: Readonly<Record<string, unknown>>;
}

export interface AnalyticsQuery {
  /** ISO 8601 or `YYYY-MM-DD`, inclusive. */
  readonly dateFrom?: string;
  /** ISO 8601 or `YYYY-MM-DD`, exclusive. */
  readonly dateTo?: string;
  /** Entries per page, within the endpoint's `LIST_SHAPES` limit. */
  readonly limit?: number;
  /** Feedback and feedback by page only. */
  readonly status?: readonly string[];
  /** Feedback and feedback by page only. */
  readonly source?: string;
}

/** The e-mail of a contact in either shape. */
export function contactEmail(contact: FeedbackContact | undefined): string | null {
  if (contact === null || contact === undefined) return null;
  if (typeof contact === 'string') return contact;
  return typeof contact.email === 'string' ? contact.email : null;
}
