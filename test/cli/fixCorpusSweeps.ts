// `check --fix` on a copy of a real site: the problems before, the fixes, the problems after, a second run.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runInProcess } from '../helpers/runCli';

export const CORPUS = path.resolve(__dirname, '../../../shared/corpus');

interface Problem {
  readonly file: string;
  readonly line: number;
  readonly code: string;
  readonly message: string;
}

export interface FixOutcome {
  readonly before: readonly Problem[];
  readonly after: readonly Problem[];
  /**
   * Problems after the fix beyond those before, by file and rule (a moved problem is the same, and a message that
   * quotes the fixed text changes with it).
   */
  readonly fresh: readonly Problem[];
  readonly fixLine: string;
  readonly secondFixLine: string;
  /** Files the second `--fix` changed (by content). */
  readonly changedBySecondRun: readonly string[];
}

async function problems(dir: string): Promise<Problem[]> {
  const result = await runInProcess(['check', '.', '--format', 'json'], { cwd: dir });
  return (JSON.parse(result.stdout) as { diagnostics: Problem[] }).diagnostics;
}

function contents(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), fs.readFileSync(file, 'latin1'));
  }
  return files;
}

/** Copies the site, checks it, fixes it twice and checks it again. */
export async function fixSweep(site: string): Promise<FixOutcome> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lsp-fix-'));
  try {
    fs.cpSync(path.join(CORPUS, site), copy, { recursive: true, verbatimSymlinks: true });
    const before = await problems(copy);
    const fix = await runInProcess(['check', '.', '--fix', '--format', 'json'], { cwd: copy });
    const after = await problems(copy);
    const fixed = contents(copy);
    const second = await runInProcess(['check', '.', '--fix', '--format', 'json'], { cwd: copy });
    const again = contents(copy);
    const changedBySecondRun = [...again].filter(([file, text]) => fixed.get(file) !== text).map(([file]) => file);
    const left = new Map<string, number>();
    const key = (p: Problem) => `${p.file}\u0000${p.code}`;
    for (const p of before) left.set(key(p), (left.get(key(p)) ?? 0) + 1);
    const fresh = after.filter((p) => {
      const n = left.get(key(p)) ?? 0;
      left.set(key(p), n - 1);
      return n <= 0;
    });
    const lineOf = (stderr: string) => stderr.split('\n').find((l) => l.includes('--fix:')) ?? stderr;
    return {
      before,
      after,
      fresh,
      fixLine: lineOf(fix.stderr),
      secondFixLine: lineOf(second.stderr),
      changedBySecondRun,
    };
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}
