// The emulator's traffic: views and visitors per path and day (the example site's pages, a few paths that no longer
// exist, optional synthetic archive paths), search terms per day (some lead to pages, some find nothing), and each
// conversation's caller and thread. Everything is counted per UTC day so that any date range adds up the same way.
import { AssistantThread, Conversation } from '../../shared/src/analytics/types';
import { HOSTILE } from './hostile';
import { pick, Random, seededRandom, ulid, weighted } from './random';
import { SitePage } from './emulatedPages';

const DAY = 86_400_000;

/** Paths readers still reach though no page has them any more (renamed or deleted pages). */
export const DEAD_PATHS: Record<string, number> = {
  '/guides/legacy-sdk': 3,
  '/guides/getting-started': 4,
  '/sdk/v1/projects': 2,
};

/** Pages that nobody reads (candidates to remove): no view and no visitor in any period. */
export const UNREAD_PAGES = new Set(['api-reference/models/project', 'api-reference/endpoints/project-created']);

export interface PathTraffic {
  readonly path: string;
  /** Per day, newest day first: [human views, AI views, human visitors, AI visitors]. */
  readonly days: readonly (readonly [number, number, number, number])[];
}

export interface SearchTermDays {
  readonly term: string;
  /** The page a click leads to, or null when no result is ever clicked. */
  readonly page: string | null;
  /** Share of searches followed by a click. */
  readonly clickRate: number;
  /** Hits per day, newest day first. */
  readonly hits: readonly number[];
}

export interface Traffic {
  /** Start of each day (ms), newest first. */
  readonly dayStarts: readonly number[];
  readonly paths: readonly PathTraffic[];
  readonly searches: readonly SearchTermDays[];
  /** Conversation id → who called the assistant. */
  readonly callers: ReadonlyMap<string, 'web' | 'api' | 'other'>;
  readonly threads: ReadonlyMap<string, AssistantThread>;
}

export interface TrafficOptions {
  readonly seed: number;
  readonly now: number;
  readonly days: number;
  readonly pages: readonly SitePage[];
  readonly weights: Record<string, number>;
  readonly conversations: readonly Conversation[];
  /** Synthetic `/archive/post-NNNN` paths with a little traffic each (many rows to page through). */
  readonly extraPaths?: number;
  readonly hostile?: boolean;
}

/** Terms readers search for: [term, page they click or null, click rate, popularity]. */
const TERMS: readonly (readonly [string, string | null, number, number])[] = [
  ['api key', '/guides/authentication', 0.82, 10],
  ['authentication', '/guides/authentication', 0.76, 8],
  ['quickstart', '/quickstart', 0.9, 7],
  ['webhooks', '/guides/webhooks', 0.71, 6],
  ['create project', '/api-reference/endpoints/create-project', 0.64, 5],
  ['pagination', '/guides/pagination', 0.58, 4],
  ['error codes', '/guides/errors', 0.61, 4],
  ['rate limit', '/guides/errors', 0.18, 5],
  ['list projects', '/api-reference/endpoints/list-projects', 0.55, 3],
  ['install', '/quickstart', 0.47, 3],
  ['changelog', '/changelog', 0.8, 2],
  ['sso', null, 0, 4],
  ['terraform provider', null, 0, 3],
  ['delete account', null, 0, 3],
  ['graphql', null, 0, 2],
  ['python sdk', '/quickstart', 0.12, 3],
  ['retry', '/guides/errors', 0.09, 2],
  ['signature verification', '/guides/webhooks', 0.35, 2],
];

export function generateTraffic(options: TrafficOptions): Traffic {
  const random = seededRandom(options.seed ^ 0x5eed);
  const dayStarts = Array.from({ length: options.days }, (_, i) => startOfDay(options.now) - i * DAY);
  const read = options.pages.filter((page) => !UNREAD_PAGES.has(page.slug));
  const sources: [string, number][] = [
    ...read.map((page): [string, number] => [
      page.slug === 'index' ? '/' : `/${page.slug}`,
      options.weights[page.slug] ?? 1,
    ]),
    ...Object.entries(DEAD_PATHS),
    ...Array.from({ length: options.extraPaths ?? 0 }, (_, i): [string, number] => [
      `/archive/post-${String(i + 1).padStart(4, '0')}`,
      0.05 + random() * 0.2,
    ]),
  ];
  if (options.hostile) sources.push([`/${HOSTILE.script}`, 1]);
  const paths = sources.map(([path, weight]) => ({
    path,
    days: dayStarts.map((_, day) => dailyTraffic(random, weight, day, options.days)),
  }));
  const terms: (readonly [string, string | null, number, number])[] = [...TERMS];
  // A long tail of error codes: each searched a little, rarely clicked (many terms to page through).
  for (let code = 1001; code <= 1100; code++)
    terms.push([`error E${code}`, code % 3 ? null : '/guides/errors', 0.1, 0.15]);
  if (options.hostile) terms.push([HOSTILE.img, HOSTILE.jsUrl, 0.5, 3]);
  const searches = terms.map(([term, page, clickRate, popularity]) => ({
    term,
    page,
    clickRate,
    hits: dayStarts.map((_, day) => poisson(random, popularity * 3 * recency(day, options.days))),
  }));
  const callers = new Map(
    options.conversations.map((c) => [
      c.id,
      weighted(random, [
        ['web', 78],
        ['api', 16],
        ['other', 6],
      ] as const),
    ]),
  );
  const threads = new Map(options.conversations.map((c) => [c.id, threadOf(random, c)]));
  return { dayStarts, paths, searches, callers, threads };
}

function startOfDay(time: number): number {
  return Math.floor((time - 1) / DAY) * DAY;
}

/** More traffic in recent days, none on a few quiet days. */
function recency(day: number, days: number): number {
  return 0.4 + 0.6 * (1 - day / days);
}

function dailyTraffic(random: Random, weight: number, day: number, days: number): [number, number, number, number] {
  const humanViews = poisson(random, weight * 12 * recency(day, days));
  const aiViews = poisson(random, weight * 3 * recency(day, days));
  // A visitor reads a page about 1.6 times a day; bots revisit more.
  const humanVisitors = Math.min(humanViews, Math.round(humanViews / 1.6));
  const aiVisitors = Math.min(aiViews, Math.round(aiViews / 2.5));
  return [humanViews, aiViews, humanVisitors, aiVisitors];
}

/** A Poisson draw (Knuth's method for small means, a rounded normal for large ones). */
function poisson(random: Random, mean: number): number {
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * gaussian(random)));
  const limit = Math.exp(-mean);
  let product = random();
  let count = 0;
  while (product > limit) {
    product *= random();
    count++;
  }
  return count;
}

function gaussian(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

const FOLLOW_UPS = [
  ['And in Python?', 'The same call exists in the Python SDK: `acme.projects.list()`.'],
  ['Does that work with a test key?', 'Yes: test keys (`sk_test_...`) reach the sandbox with the same endpoints.'],
  ['Thanks!', 'Glad it helped. Anything else?'],
] as const;

/** The whole conversation behind an entry: its question and answer, sometimes followed by more turns. */
function threadOf(random: Random, conversation: Conversation): AssistantThread {
  const start = Date.parse(conversation.timestamp);
  const at = (seconds: number) => new Date(start + seconds * 1000).toISOString();
  const messages = [
    { id: ulid(start, random), role: 'user', content: conversation.query, createdAt: at(0) },
    { id: ulid(start + 4000, random), role: 'assistant', content: conversation.response, createdAt: at(4) },
  ];
  const turns = weighted(random, [
    [0, 60],
    [1, 30],
    [2, 10],
  ] as const);
  for (let turn = 1; turn <= turns; turn++) {
    const [question, answer] = pick(random, FOLLOW_UPS);
    messages.push({
      id: ulid(start + turn * 60_000, random),
      role: 'user',
      content: question,
      createdAt: at(turn * 60),
    });
    messages.push({
      id: ulid(start + turn * 60_000 + 3000, random),
      role: 'assistant',
      content: answer,
      createdAt: at(turn * 60 + 3),
    });
  }
  return { threadId: conversation.id, createdAt: conversation.timestamp, messages };
}
