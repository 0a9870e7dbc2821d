// Shared test set-up: an emulator per suite and a client whose waits are recorded instead of slept.
import { after, before } from 'node:test';
import { AnalyticsCache } from '../../shared/src/analytics/cache';
import { AnalyticsLoader, LoaderSettings } from '../../client/src/analytics/loader';
import { AnalyticsClient, AnalyticsClientOptions } from '../../shared/src/analytics/client';
import { tempSite } from '../helpers/tempSite';
import { NO_FAULTS } from '../../tools/analytics-emulator/faults';
import { EmulatorOptions, RunningEmulator, startEmulator } from '../../tools/analytics-emulator/server';

/** Starts an emulator before the suite's tests and stops it after; the getter gives the running one. */
export function useEmulator(options: EmulatorOptions = {}): () => RunningEmulator {
  let emulator: RunningEmulator | undefined;
  before(async () => {
    emulator = await startEmulator(options);
  });
  after(() => emulator?.close());
  return () => emulator!;
}

export interface TestClient {
  readonly client: AnalyticsClient;
  /** Every wait the client asked for, in ms. */
  readonly waits: number[];
}

export function clientFor(emulator: RunningEmulator, overrides: Partial<AnalyticsClientOptions> = {}): TestClient {
  const waits: number[] = [];
  const client = new AnalyticsClient({
    baseUrl: emulator.url,
    projectId: emulator.projectId,
    apiKey: emulator.adminKey,
    ...overrides,
    retry: { sleep: async (ms) => void waits.push(ms), ...overrides.retry },
  });
  return { client, waits };
}

export async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

/** Resets faults and the request log between tests. */
export function resetEmulator(emulator: RunningEmulator): void {
  Object.assign(emulator.faults, NO_FAULTS, { redirectTo: undefined });
  emulator.requests.length = 0;
}

/** The panel's loader against an emulator, with a fresh cache folder (unless given) and a captured log. */
export function loaderFor(
  emulator: RunningEmulator,
  options: { settings?: Partial<LoaderSettings>; key?: string; cacheDir?: string } = {},
) {
  const log: string[] = [];
  const cacheDir = options.cacheDir ?? tempSite().dir;
  const loader = new AnalyticsLoader({
    settings: () => ({ baseUrl: emulator.url, projectId: emulator.projectId, pagesPerLoad: 2, ...options.settings }),
    apiKey: async () => ('key' in options ? options.key : emulator.adminKey),
    cache: () => new AnalyticsCache(cacheDir, 60_000),
    log: (line) => log.push(line),
    retry: { sleep: async () => {} },
  });
  return { loader, log, cacheDir };
}
