// The fuzzing loop: mutated seeds through the engine (in a worker, with a hang bound) and through the real server.
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { FuzzInput } from './engineTarget';
import { mutate, random } from './mutators';
import { loadSeeds } from './seeds';
import { runOpenapiFile } from './openapiFileTarget';
import { ServerTarget } from './serverTarget';

export interface FuzzOptions {
  readonly seed: number;
  /** Stop after this many inputs, or after `seconds`, whichever comes first. */
  readonly inputs: number;
  readonly seconds: number;
  readonly corpus: boolean;
  /** Every n-th input also goes through the real server (0: none). */
  readonly serverEvery: number;
  /** The hang detector: an input that takes longer is a finding (not a performance test). */
  readonly boundMs: number;
  /** Every n-th input also runs `openapi-file` on a spec of hostile names into a temporary folder (0: none). */
  readonly openapiFileEvery?: number;
}

export interface FuzzFinding {
  readonly input: FuzzInput;
  readonly mutation: string;
  readonly origin: string;
  readonly problems: string[];
}

export const FINDINGS_DIR = path.resolve(__dirname, '../fixtures/fuzz');

/**
 * The fuzz tests' run (fuzz.test.ts takes its first inputs, fuzz.slow.test.ts more): one seed, the corpus's files
 * among the seed inputs when it is present, every 20th input also through the real server.
 */
export const TEST_RUN = { seed: 20261125, seconds: 300, corpus: true, serverEvery: 20, boundMs: 10_000 } as const;

class EngineRunner {
  private pending: ((problems: string[]) => void) | undefined;
  private worker = this.spawn();

  private spawn(): Worker {
    const worker = new Worker(path.join(__dirname, 'engineWorker.cjs'));
    worker.on('message', (problems: string[]) => this.settle(problems));
    worker.on('error', (error) => {
      this.worker = this.spawn();
      this.settle([`engine: worker crashed: ${error.message}`]);
    });
    return worker;
  }

  private settle(problems: string[]): void {
    const resolve = this.pending;
    this.pending = undefined;
    resolve?.(problems);
  }

  run(input: FuzzInput, seed: number, boundMs: number): Promise<string[]> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        const hung = this.worker;
        this.worker = this.spawn();
        void hung.terminate();
        this.settle([`engine: no result within ${boundMs} ms (a hang)`]);
      }, boundMs);
      this.pending = (problems) => {
        clearTimeout(timer);
        resolve(problems);
      };
      this.worker.postMessage({ input, seed });
    });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}

export async function fuzz(
  options: FuzzOptions,
  log: (line: string) => void = () => undefined,
): Promise<{ inputs: number; findings: FuzzFinding[] }> {
  const seeds = loadSeeds(options.corpus);
  const rng = random(options.seed);
  const engine = new EngineRunner();
  const server = options.serverEvery > 0 ? await ServerTarget.start() : undefined;
  const findings: FuzzFinding[] = [];
  const deadline = Date.now() + options.seconds * 1000;
  let count = 0;
  try {
    while (count < options.inputs && Date.now() < deadline) {
      const seed = seeds[Math.floor(rng() * seeds.length)];
      const { text, mutation } = mutate(seed.text, rng);
      const input: FuzzInput = { target: seed.target, text };
      const problems = await engine.run(input, count, options.boundMs);
      if (server && count % options.serverEvery === 0) problems.push(...(await server.run(input, options.boundMs)));
      const openapiFileEvery = options.openapiFileEvery ?? 10;
      if (openapiFileEvery > 0 && count % openapiFileEvery === 0) problems.push(...(await runOpenapiFile(rng)));
      if (problems.length > 0) {
        findings.push({ input, mutation, origin: seed.origin, problems });
        log(`finding #${findings.length}: ${seed.origin} ${mutation}: ${problems[0]}`);
      }
      count++;
    }
  } finally {
    await engine.close();
    await server?.close();
  }
  return { inputs: count, findings };
}

/** Saves a finding as a regression fixture (replayed by the fuzz test). */
export function saveFinding(finding: FuzzFinding): string {
  const hash = createHash('sha256').update(finding.input.text).digest('hex').slice(0, 12);
  const file = path.join(FINDINGS_DIR, `${finding.input.target.replace('.', '-')}-${hash}.json`);
  fs.mkdirSync(FINDINGS_DIR, { recursive: true });
  const { origin, mutation, problems } = finding;
  const record = { target: finding.input.target, origin, mutation, problems, text: finding.input.text };
  fs.writeFileSync(file, `${JSON.stringify(record)}\n`);
  return file;
}
