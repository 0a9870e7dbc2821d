// Headless Neovim (Debian's 0.7.2) as the LSP client of `docs-lsp --stdio`, set up with the README's configuration
// (neovim/docs-lsp.lua) and driven by neovim/probe.lua through a plan: the files to open, the requests to send there,
// a rename to make. Returns what the probe wrote.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './env';
import { Site } from './exampleSiteCopy';

export interface LspDiagnostic {
  code: string;
  severity: number;
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
}

export interface ProbeReport {
  error?: string;
  published: { uri: string; diagnostics: LspDiagnostic[] }[];
  /** Diagnostics Neovim shows in each file's buffer. */
  shown: Record<string, number>;
  /** Each file's responses by request name. */
  responses: Record<string, Record<string, unknown>>;
  /** The lines of the navigation buffer (docs-lsp-navigation.lua), and the file <CR> opened from it. */
  navigation?: string[];
  opened?: string;
  /** The server's edits for `rename`, as applied. */
  renamed?: { changes: Record<string, unknown[]> };
}

export interface ProbePlan {
  files: {
    name: string;
    file: string;
    /** Wait for the file's diagnostics before sending its requests. */
    diagnostics: boolean;
    requests: { name: string; method: string; position: { line: number; character: number }; retry?: boolean }[];
  }[];
  navigation?: { snippet: string; open: string };
  /** Absolute paths: the folder or file to rename, and its new path. */
  rename?: { from: string; to: string };
}

export function runNeovimProbe(site: Site, plan: ProbePlan): ProbeReport {
  const output = site.file('../probe-report.json');
  const full = {
    config: join(__dirname, '..', 'neovim', 'docs-lsp.lua'),
    cmd: [process.execPath, join(repoRoot, 'bin', 'docs-lsp.js'), '--stdio'],
    output,
    timeout: 15_000,
    ...plan,
  };
  writeFileSync(site.file('../plan.json'), JSON.stringify(full));
  execFileSync('nvim', ['--headless', '--clean', '-c', `luafile ${join(__dirname, '..', 'neovim', 'probe.lua')}`], {
    env: { ...process.env, DOCS_LSP_PROBE_PLAN: site.file('../plan.json') },
    timeout: 60_000,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const report: ProbeReport = JSON.parse(readFileSync(output, 'utf8'));
  assert.equal(report.error, undefined);
  return report;
}
