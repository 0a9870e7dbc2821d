// Shared test set-up: an emulator per suite and a client whose waits are recorded instead of slept.
import { after, before } from 'node:test';
import { AnalyticsClient, AnalyticsClientOptions } from '../../shared/src/analytics/client';
import { NO_FAULTS } from '../../server/src/analytics-emulator/faults';
import { EmulatorOptions, RunningEmulator, startEmulator } from '../../server/src/analytics-emulator/server';

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
