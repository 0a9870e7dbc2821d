// What /proc tells of the server: peak resident memory of it and every process below it (VmHWM, the kernel's
// high-water mark, which covers worker threads), sampled while the session runs so that workers that exit count
// too; and CPU time, which other load on the machine inflates far less than wall time.
import * as fs from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** User + system CPU time of a process (all its threads) so far, in ms; undefined when unknown. */
export function cpuTimeMs(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // the command name may hold spaces
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

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
