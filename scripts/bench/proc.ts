// Peak resident memory of the server and every process below it: VmHWM (the kernel's high-water mark, which
// covers worker threads) of each, sampled while the session runs so that workers that exit are counted too.
import * as fs from 'node:fs';

const SAMPLE_MS = 100;

export class PeakMemory {
  private readonly peaks = new Map<number, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly pid: number) {
    this.timer = setInterval(() => this.sample(), SAMPLE_MS);
    this.timer.unref();
  }

  /** The sum over the server and its descendants of each one's peak, in MB. */
  peakMb(): number {
    this.sample();
    let kb = 0;
    for (const peak of this.peaks.values()) kb += peak;
    return kb / 1024;
  }

  stop(): void {
    this.sample();
    clearInterval(this.timer);
  }

  private sample(): void {
    for (const pid of [this.pid, ...descendants(this.pid)]) {
      const kb = highWaterMarkKb(pid);
      if (kb !== undefined) this.peaks.set(pid, Math.max(kb, this.peaks.get(pid) ?? 0));
    }
  }
}

function highWaterMarkKb(pid: number): number | undefined {
  try {
    const match = /^VmHWM:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined; // exited, or no /proc
  }
}

function descendants(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const children = tasks.flatMap((tid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  });
  return children.flatMap((child) => [child, ...descendants(child)]);
}
