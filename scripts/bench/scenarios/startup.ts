// Start-up: `docs-lsp check` of a one-page site, where a check is nothing but its start (Node, the bundle, docs.json
// and its schema, one page), against `mint broken-links` on the same site in the same run (the >= 20x target holds
// for every site, and the smallest is where the start decides it). Beside it: `node -e 0` (the floor no CLI on Node
// can go below), the check without the code cache (DOCS_LSP_NO_CODE_CACHE=1), and the first run after a build
// (it has no cache and writes one at exit).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { measured, notMeasured, Row, target } from '../results';
import { BENCH_DIR } from '../sites';
import { summarize } from '../stats';
import { TimedRun, timedRun as timed } from '../timedRun';

const REPO = path.resolve(__dirname, '../../..');
const CLI = path.join(REPO, 'bin/docs-lsp.js');
const CODE_CACHE = path.join(REPO, 'dist/.code-cache');
const MINT = path.join(BENCH_DIR, 'mint/node_modules/.bin/mint');
const MINT_REPS = 3;

/** A valid one-page site: docs.json with its required settings, a page with a heading, a link and a card. */
function createOnePageSite(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const config = { name: 'One page', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { pages: ['index'] } };
  fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify(config, null, 2));
  fs.writeFileSync(
    path.join(dir, 'index.mdx'),
    '---\ntitle: "Welcome"\n---\n\n## Start\n\nSee [start](#start) and [home](/index).\n\n' +
      '<Card title="Home" href="/index">Back</Card>\n',
  );
}

function series(reps: number, run: () => TimedRun) {
  return summarized(Array.from({ length: reps }, run));
}

function summarized(runs: readonly TimedRun[]) {
  const cpu = summarize(runs.map((r) => r.cpuMs));
  return { wall: summarize(runs.map((r) => r.ms)), cpu, note: `CPU p50 ${cpu.p50.toFixed(0)} ms` };
}

export async function startup(reps: number): Promise<Row[]> {
  const site = path.join(BENCH_DIR, 'startup-site');
  createOnePageSite(site);
  const check = (env: NodeJS.ProcessEnv = {}) => {
    const result = timed(process.execPath, [CLI, 'check', site], { env });
    if (result.status !== 0) throw new Error(`check of the one-page site exited ${result.status}: ${result.stdout}`);
    return result;
  };
  const site1 = 'one page';
  const rows: Row[] = [];

  const node = series(reps, () => timed(process.execPath, ['-e', '0']));
  rows.push(measured('startup-node', 'node -e 0 (Node alone, the floor)', 'ms', node.wall, { note: node.note }));
  const uncached = series(reps, () => check({ DOCS_LSP_NO_CODE_CACHE: '1' }));
  rows.push(
    measured('startup-check-uncached', 'docs-lsp check, no code cache', 'ms', uncached.wall, {
      site: site1,
      note: uncached.note,
    }),
  );
  const firstRuns = Math.max(3, Math.ceil(reps / 5));
  const first = series(firstRuns, () => {
    fs.rmSync(CODE_CACHE, { recursive: true, force: true });
    return check();
  });
  rows.push(
    measured(
      'startup-check-first',
      'docs-lsp check, first run after a build (writes the code cache)',
      'ms',
      first.wall,
      {
        site: site1,
        note: first.note,
      },
    ),
  );
  check(); // the cache of this build's `check` is there from here on

  if (!fs.existsSync(MINT)) {
    const cached = series(reps, () => check());
    rows.push(measured('startup-check', 'docs-lsp check', 'ms', cached.wall, { site: site1, note: cached.note }));
    rows.push(notMeasured('startup-mint', 'mint broken-links', `no ${MINT}: npm install mint there`));
    return rows;
  }
  // mint writes into the site: it runs on a copy, without network
  const copy = path.join(BENCH_DIR, 'startup-site-mint');
  const runMint = () => {
    fs.rmSync(copy, { recursive: true, force: true });
    fs.cpSync(site, copy, { recursive: true });
    return timed('unshare', ['-n', MINT, 'broken-links'], { cwd: copy, env: { MINTLIFY_TELEMETRY_DISABLED: '1' } });
  };
  // ours and mint's runs interleaved, some of ours on each side of each of mint's: the machine's speed drifts over
  // seconds (Node alone started in 75 ms in one bench run, 115 ms in the next), and two series taken one after the
  // other put that drift into their ratio
  const ours: TimedRun[] = [];
  const mintRuns: TimedRun[] = [];
  const perMint = Math.max(2, Math.round(reps / MINT_REPS));
  for (let i = 0; i < MINT_REPS; i++) {
    for (let j = 0; j < perMint; j++) {
      if (j === Math.floor(perMint / 2)) mintRuns.push(runMint());
      ours.push(check());
    }
  }
  fs.rmSync(copy, { recursive: true, force: true });
  const cached = summarized(ours);
  const mint = summarize(mintRuns.map((r) => r.ms));
  const mintCpu = summarize(mintRuns.map((r) => r.cpuMs));
  rows.push(
    measured('startup-check', 'docs-lsp check', 'ms', cached.wall, {
      site: site1,
      targets: [target('p50', Math.round(mint.p50 / 20), 'ms')],
      note:
        `${cached.note}; ${(mint.p50 / cached.wall.p50).toFixed(1)}x faster than mint broken-links in wall time, ` +
        `${(mintCpu.p50 / Math.max(1, cached.cpu.p50)).toFixed(1)}x in CPU time ` +
        '(target: >= 20x, the p50 limit is mint / 20)',
    }),
  );
  rows.push(
    measured('startup-mint', `mint broken-links (exit ${mintRuns[0].status})`, 'ms', mint, {
      site: site1,
      note: `CPU p50 ${mintCpu.p50.toFixed(0)} ms`,
    }),
  );
  return rows;
}
