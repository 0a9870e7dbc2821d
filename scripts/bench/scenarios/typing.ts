// Typing in docs.json: a word typed into a page entry, a pause, the word deleted, a pause; each keystroke's latency
// is didChange to the first publishDiagnostics of that version or a later one (any merging the server does counts).
import { PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { measured, Row, target } from '../results';
import { Session } from '../serverSession';
import { Site, TARGET_PAGES } from '../sites';
import { now, sleep, summarize, within } from '../stats';

const WORD = '-draft';
const KEYSTROKE_MS = 150;
const PAUSE_MS = 800;
const WAIT_MS = 30_000;

export async function typing(site: Site, reps: number, jsonServiceP50?: number): Promise<Row> {
  const uri = site.uri('docs.json');
  const session = await Session.start({ rootUri: site.uri('') });
  try {
    const first = await session.openAndWait(uri, 'json', site.configText);
    const entry = middlePageEntry(site);
    const offset = site.configText.indexOf(`"${entry}"`) + entry.length + 1; // before the closing quote
    const latencies = new Latencies(session, uri);
    const missing = (p: PublishDiagnosticsParams) => p.diagnostics.filter((d) => d.code === 'nav-missing-page').length;
    const before = missing(first.params);
    await typeWord(session, uri, offset, latencies); // warm-up
    latencies.samples.length = 0;
    const cpuBefore = session.cpuMs();
    for (let words = 0; latencies.samples.length < reps; words++) {
      const typed = await typeWord(session, uri, offset, latencies);
      if (missing(typed.afterTyping) !== before + 1 || missing(typed.afterDeleting) !== before) {
        throw new Error(
          `wrong diagnostics while typing: ${missing(typed.afterTyping)} and ${missing(typed.afterDeleting)} ` +
            `missing pages, expected ${before + 1} and ${before}`,
        );
      }
    }
    latencies.stop();
    const cpuAfter = session.cpuMs();
    const cpu =
      cpuBefore !== undefined && cpuAfter !== undefined
        ? `; server CPU ${((cpuAfter - cpuBefore) / latencies.samples.length).toFixed(1)} ms per edit`
        : '';
    // with every setting validated against the platform's schema: 30 ms on 10 000 pages, 60 ms on 50 000
    const targets =
      site.pageCount !== TARGET_PAGES
        ? [target('p95', 60, 'ms')]
        : [
            target('p95', 30, 'ms'),
            ...(jsonServiceP50 !== undefined ? [target('p50', round(jsonServiceP50), 'ms')] : []),
          ];
    return measured('edit-config', 'Edit in docs.json to its diagnostics', 'ms', summarize(latencies.samples), {
      site: `${site.pageCount} pages`,
      targets,
      comparable: true,
      note: `a word typed (${KEYSTROKE_MS} ms per key), pause ${PAUSE_MS} ms, deleted${cpu}`,
    });
  } finally {
    await session.close();
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** A page entry in the middle of the navigation, so that the edit is not at either end of the file. */
function middlePageEntry(site: Site): string {
  return site.pageFiles[Math.floor(site.pageFiles.length / 2)].replace(/\.mdx$/, '');
}

/** Types WORD at `offset` key by key, pauses, deletes it key by key, pauses; returns the settled diagnostics. */
async function typeWord(session: Session, uri: string, offset: number, latencies: Latencies) {
  for (let i = 0; i < WORD.length; i++) {
    latencies.sent(now(), session.edit(uri, offset + i, 0, WORD[i]));
    await sleep(KEYSTROKE_MS);
  }
  const afterTyping = await latencies.settled();
  await sleep(PAUSE_MS);
  for (let i = WORD.length - 1; i >= 0; i--) {
    latencies.sent(now(), session.edit(uri, offset + i, 1, ''));
    await sleep(KEYSTROKE_MS);
  }
  const afterDeleting = await latencies.settled();
  await sleep(PAUSE_MS);
  return { afterTyping, afterDeleting };
}

/** Send times by version; a publication for version V answers every version up to V. */
class Latencies {
  readonly samples: number[] = [];
  private readonly pending = new Map<number, number>();
  private latest: PublishDiagnosticsParams | undefined;
  private waiting: (() => void) | undefined;
  private readonly unsubscribe: () => void;

  constructor(session: Session, uri: string) {
    this.unsubscribe = session.onPublish(({ params, at }) => {
      if (params.uri !== uri || params.version === undefined) return;
      for (const [version, sentAt] of this.pending) {
        if (version > params.version) continue;
        this.samples.push(at - sentAt);
        this.pending.delete(version);
      }
      this.latest = params;
      if (this.pending.size === 0) this.waiting?.();
    });
  }

  sent(at: number, version: number): void {
    this.pending.set(version, at);
  }

  /** The diagnostics once every version sent so far is answered. */
  async settled(): Promise<PublishDiagnosticsParams> {
    if (this.pending.size > 0)
      await within(
        new Promise<void>((resolve) => (this.waiting = resolve)),
        WAIT_MS,
        `diagnostics for versions ${[...this.pending.keys()].join(', ')}`,
      );
    this.waiting = undefined;
    return this.latest!;
  }

  stop(): void {
    this.unsubscribe();
  }
}
