// The emulator's seeded data set: feedback of every source and conversations citing the site's pages, spread over
// months (more of it recent), newest first as the service returns it.
import { Conversation, ConversationSource, FeedbackEntry } from '../../shared/src/analytics/types';
import {
  CLARIFYING,
  FIRST_NAMES,
  LAST_NAMES,
  MAIL_DOMAINS,
  PAGE_COMMENTS,
  PAGE_WEIGHTS,
  SITE_URL,
  TOPICS,
  UNANSWERED,
} from './phrases';
import { hostileConversations, hostileFeedback } from './hostile';
import { pick, Random, seededRandom, ulid, weighted } from './random';
import { SitePage } from './emulatedPages';

export interface DatasetOptions {
  readonly seed: number;
  /** The newest possible entry time (ms). */
  readonly now: number;
  readonly days: number;
  readonly feedbackCount: number;
  readonly conversationCount: number;
  readonly pages: readonly SitePage[];
  /** Adds entries full of script tags and javascript: links (newest first). */
  readonly hostile?: boolean;
  /** Adds fields the published description does not know, to prove they pass through. */
  readonly extraFields?: boolean;
}

export interface Dataset {
  readonly feedback: FeedbackEntry[];
  readonly conversations: Conversation[];
}

const DAY = 86_400_000;

export function generateDataset(options: DatasetOptions): Dataset {
  const random = seededRandom(options.seed);
  const when = () => Math.floor(options.now - options.days * DAY * random() ** 1.2) - 1;
  const pageChoices = options.pages.map((page) => [page, PAGE_WEIGHTS[page.slug] ?? 1] as const);
  const feedback = Array.from({ length: options.feedbackCount }, () =>
    feedbackEntry(random, when(), options.now, pageChoices),
  );
  const conversations = Array.from({ length: options.conversationCount }, () =>
    conversation(random, when(), options.pages),
  );
  if (options.extraFields) {
    feedback.forEach((entry, index) =>
      Object.assign(entry, { sentiment: index % 2 ? 'negative' : 'positive', browser: { name: 'firefox' } }),
    );
    conversations.forEach((entry) => Object.assign(entry, { model: 'assistant-2', tokens: 321 }));
  }
  if (options.hostile) {
    const newest = new Date(options.now - 1000).toISOString();
    feedback.push(...hostileFeedback(() => ulid(options.now - 1000, random), newest));
    conversations.push(...hostileConversations(() => ulid(options.now - 1000, random), newest));
  }
  const newestFirst = (a: { id: string }, b: { id: string }) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  return { feedback: feedback.sort(newestFirst), conversations: conversations.sort(newestFirst) };
}

function feedbackEntry(
  random: Random,
  time: number,
  now: number,
  pages: readonly (readonly [SitePage, number])[],
): FeedbackEntry {
  const source = weighted(random, [
    ['contextual', 55],
    ['code_snippet', 25],
    ['thumbs_only', 15],
    ['agent', 5],
  ] as const);
  const withCode = source === 'code_snippet' ? pages.filter(([page]) => page.codeBlocks.length > 0) : pages;
  const page = weighted(random, withCode);
  const base = {
    id: ulid(time, random),
    path: pathOf(random, page.slug),
    createdAt: random() < 0.005 ? null : new Date(time).toISOString(),
    source,
    status: statusFor(random, now - time),
  };
  const fill = (text: string) => text.replace('{title}', page.title);
  if (source === 'code_snippet') {
    const block = pick(random, page.codeBlocks);
    return {
      ...base,
      comment: fill(pick(random, PAGE_COMMENTS.code)),
      code: block.code,
      filename: block.filename,
      lang: block.lang,
    };
  }
  if (source === 'contextual') {
    const helpful = random() < 0.6;
    const comment =
      random() < 0.15 ? null : fill(pick(random, helpful ? PAGE_COMMENTS.helpful : PAGE_COMMENTS.unhelpful));
    return { ...base, comment, helpful, contact: contactOf(random) };
  }
  return { ...base, comment: source === 'agent' ? pick(random, PAGE_COMMENTS.agent) : null };
}

/** Mostly `/slug`, sometimes the full URL or an anchor; a few on a page that no longer exists. */
function pathOf(random: Random, slug: string): string {
  const path = slug === 'index' ? '/' : `/${slug}`;
  return weighted(random, [
    [path, 78],
    [`${SITE_URL}${path}`, 15],
    [`${path}#details`, 5],
    ['/guides/legacy-sdk', 2],
  ] as const);
}

/** Recent feedback is mostly pending; older feedback mostly handled. */
function statusFor(random: Random, age: number): string {
  if (age < 7 * DAY)
    return weighted(random, [
      ['pending', 70],
      ['in_progress', 20],
      ['resolved', 10],
    ] as const);
  return weighted(random, [
    ['pending', 15],
    ['in_progress', 10],
    ['resolved', 55],
    ['dismissed', 20],
  ] as const);
}

/** The real service sends an e-mail string; the documentation describes `{ email }`; most readers leave none. */
function contactOf(random: Random): FeedbackEntry['contact'] {
  if (random() < 0.7) return null;
  const email = `${pick(random, FIRST_NAMES)}.${pick(random, LAST_NAMES)}@${pick(random, MAIL_DOMAINS)}`;
  return random() < 0.8 ? email : { email };
}

function conversation(random: Random, time: number, pages: readonly SitePage[]): Conversation {
  const kind = weighted(random, [
    ['answer', 80],
    ['unanswered', 12],
    ['clarifying', 8],
  ] as const);
  const topic = pick(random, TOPICS);
  const start = pick(random, pages);
  const base = {
    id: ulid(time, random),
    timestamp: new Date(time).toISOString(),
    queryCategory: random() < 0.1 ? null : kind === 'unanswered' ? 'other' : topic.category,
    pageUrl: random() < 0.2 ? null : `${SITE_URL}/${start.slug === 'index' ? '' : start.slug}`,
  };
  if (kind === 'unanswered') {
    return {
      ...base,
      query: pick(random, UNANSWERED.questions),
      response: UNANSWERED.answer,
      responseType: 'answer',
      sources: [],
      resolutionStatus: 'unanswered',
    };
  }
  if (kind === 'clarifying') {
    return {
      ...base,
      query: pick(random, CLARIFYING.questions),
      response: CLARIFYING.answer,
      responseType: 'clarifying_question',
      sources: [],
      resolutionStatus: 'answered',
    };
  }
  const sources: ConversationSource[] = topic.pages.flatMap((slug) => {
    const page = pages.find((p) => p.slug === slug);
    return page ? [{ title: page.title, url: `${SITE_URL}/${slug}` }] : [];
  });
  return {
    ...base,
    query: pick(random, topic.questions),
    response: topic.answer.replaceAll('{site}', SITE_URL),
    responseType: 'answer',
    sources,
    resolutionStatus: 'answered',
  };
}
