// The machine and its load while the bench runs: the figures mean little without them.
import * as os from 'node:os';

export interface Machine {
  readonly cpu: string;
  readonly cores: number;
  readonly memoryGb: number;
  readonly node: string;
  readonly platform: string;
}

export function machine(): Machine {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

/** 1-minute load average, rounded. */
export function loadAverage(): number {
  return Math.round(os.loadavg()[0] * 100) / 100;
}
