// External links' answers, as a checker outside the engine collected them. The engine never requests a URL itself:
// the CLI (`check --external`) and the language server (`docsLsp.externalLinks.check`) give it a checker (the HTTP
// client with its disk cache), the tests a function of their own. Each URL is asked once, and again only when its
// answer has expired (the checker says when): an edit of a page never requests anything it already knows.

/** What a URL (without its `#fragment`) answered. */
export type ExternalLinkResult =
  | {
      readonly kind: 'ok';
      /** The fragments asked about, and whether the page (an HTML body) has an element with that id. */
      readonly fragments?: Readonly<Record<string, boolean>>;
    }
  | {
      /** A permanent redirect (301, 308) at the first step: `to` is the URL its permanent steps lead to. */
      readonly kind: 'redirected';
      readonly to: string;
      readonly fragments?: Readonly<Record<string, boolean>>;
    }
  /** 404, 410, a host that does not resolve, a TLS failure: `reason` says which, without the URL. */
  | { readonly kind: 'broken'; readonly reason: string }
  /** Asked but not answered for sure (rate limited, too slow, a server error): never reported as broken. */
  | { readonly kind: 'unchecked'; readonly reason: string }
  /** Never requested: the host is this machine or a private address (and not allowed). */
  | { readonly kind: 'skipped'; readonly reason: string };

export interface ExternalLinkAnswer {
  readonly result: ExternalLinkResult;
  /** When (ms since the epoch) the answer should be asked again. */
  readonly expires: number;
  /** Read from the checker's cache, not requested in this run. */
  readonly cached: boolean;
}

export interface ExternalLinkRequest {
  /** An http(s) URL without its fragment, as `URL.href` writes it. */
  readonly url: string;
  /** The fragments links add to it, to look for among the page's ids (decoded). */
  readonly fragments: readonly string[];
}

/** The seam to the network: checks a docs root's URLs, telling each answer as soon as it is known. */
export interface ExternalLinkChecker {
  check(
    rootUri: string,
    requests: readonly ExternalLinkRequest[],
    onAnswer: (url: string, answer: ExternalLinkAnswer) => void,
  ): Promise<void>;
}

interface Wanted {
  readonly rootUri: string;
  readonly fragments: Set<string>;
}

export class ExternalLinks {
  private readonly answers = new Map<string, ExternalLinkAnswer>();
  /** URLs being checked now, with the fragments asked. */
  private readonly checking = new Map<string, ReadonlySet<string>>();
  /** The fragments the last check of each URL asked about (its answer may not say: a body without ids). */
  private readonly askedFragments = new Map<string, ReadonlySet<string>>();
  /** URLs asked for by a finding's computation, checked together on the next turn of the event loop. */
  private readonly queue = new Map<string, Wanted>();
  /** The files that asked about each URL: their findings change with its answer. */
  private readonly askers = new Map<string, Set<string>>();
  private readonly listeners: ((uris: string[]) => void)[] = [];
  private flushing = false;
  private readonly running = new Set<Promise<void>>();
  /** Counts the answers received: findings computed at one revision stay right while it is unchanged. */
  revision = 0;

  constructor(
    private readonly checker: ExternalLinkChecker | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether a checker was given (the settings decide whether it is used). */
  get available(): boolean {
    return this.checker !== undefined;
  }

  /**
   * The answer known for `url` (no fragment), recording that `asker` reads it; when there is none, it has expired or
   * a fragment was not looked for, the URL is checked in the background and `onDidUpdate` tells the askers.
   */
  answer(rootUri: string, url: string, fragment: string | undefined, asker: string): ExternalLinkAnswer | undefined {
    let askers = this.askers.get(url);
    if (!askers) this.askers.set(url, (askers = new Set()));
    askers.add(asker);
    const known = this.answers.get(url);
    if (this.needsCheck(url, known, fragment)) this.enqueue(rootUri, url, fragment);
    return known;
  }

  /**
   * Checks every URL of `requests` not known (or expired) and resolves when all are answered; `onAnswer` hears each
   * answer as it comes (a progress line).
   */
  async checkAll(
    rootUri: string,
    requests: readonly ExternalLinkRequest[],
    onAnswer?: (url: string, answer: ExternalLinkAnswer) => void,
  ): Promise<void> {
    const asked = requests.filter((r) => {
      const known = this.answers.get(r.url);
      return r.fragments.length === 0
        ? this.needsCheck(r.url, known, undefined)
        : r.fragments.some((f) => this.needsCheck(r.url, known, f));
    });
    await this.run(rootUri, asked, onAnswer);
  }

  get(url: string): ExternalLinkAnswer | undefined {
    return this.answers.get(url);
  }

  onDidUpdate(listener: (uris: string[]) => void): void {
    this.listeners.push(listener);
  }

  /** Resolves when no check is running or queued (tests, and a CLI run that reports afterwards). */
  async whenIdle(): Promise<void> {
    while (this.running.size > 0 || this.queue.size > 0 || this.flushing) {
      if (this.running.size > 0) await Promise.all(this.running);
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private needsCheck(url: string, known: ExternalLinkAnswer | undefined, fragment: string | undefined): boolean {
    if (!this.checker) return false;
    const checking = this.checking.get(url);
    if (checking && (fragment === undefined || checking.has(fragment))) return false;
    if (!known || known.expires <= this.now()) return true;
    if (fragment === undefined || this.askedFragments.get(url)?.has(fragment)) return false;
    const { result } = known;
    return (result.kind === 'ok' || result.kind === 'redirected') && result.fragments?.[fragment] === undefined;
  }

  private enqueue(rootUri: string, url: string, fragment: string | undefined): void {
    const wanted = this.queue.get(url) ?? { rootUri, fragments: new Set<string>() };
    if (fragment !== undefined) wanted.fragments.add(fragment);
    this.queue.set(url, wanted);
    if (this.flushing) return;
    this.flushing = true;
    setImmediate(() => {
      this.flushing = false;
      const byRoot = new Map<string, ExternalLinkRequest[]>();
      for (const [queued, { rootUri: root, fragments }] of this.queue) {
        const list = byRoot.get(root) ?? [];
        list.push({ url: queued, fragments: [...fragments] });
        byRoot.set(root, list);
      }
      this.queue.clear();
      for (const [root, requests] of byRoot) void this.run(root, requests);
    });
  }

  private async run(
    rootUri: string,
    requests: readonly ExternalLinkRequest[],
    onAnswer?: (url: string, answer: ExternalLinkAnswer) => void,
  ): Promise<void> {
    if (!this.checker || requests.length === 0) return;
    const asked = requests.map((request) => {
      // what was looked for before is looked for again: the answer replaces the whole entry
      const known = this.answers.get(request.url)?.result;
      const before = known && (known.kind === 'ok' || known.kind === 'redirected') ? known.fragments : undefined;
      const fragments = [...new Set([...Object.keys(before ?? {}), ...request.fragments])];
      this.checking.set(request.url, new Set(fragments));
      this.askedFragments.set(request.url, new Set(fragments));
      return { url: request.url, fragments };
    });
    const changed = new Set<string>();
    let pending: ReturnType<typeof setImmediate> | undefined;
    const tell = () => {
      pending = undefined;
      const uris = new Set<string>();
      for (const url of changed) for (const uri of this.askers.get(url) ?? []) uris.add(uri);
      changed.clear();
      if (uris.size > 0) for (const listener of this.listeners) listener([...uris]);
    };
    const job = this.checker
      .check(rootUri, asked, (url, answer) => {
        this.answers.set(url, answer);
        this.checking.delete(url);
        this.revision++;
        changed.add(url);
        onAnswer?.(url, answer);
        // the answers that come together are told together
        pending ??= setImmediate(tell);
      })
      .finally(() => {
        for (const { url } of asked) this.checking.delete(url);
      });
    this.running.add(job);
    try {
      await job;
    } finally {
      this.running.delete(job);
      if (pending) {
        clearImmediate(pending);
        tell();
      }
    }
  }
}
