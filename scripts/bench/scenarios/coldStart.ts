// Cold start: process start to the docs.json diagnostics (open-files scope), and to the diagnostics of every file of
// the site (workspace scope); the peak memory of the server and its workers over each run.
import { measured, Row, target } from '../results';
import { Session } from '../serverSession';
import { Site, TARGET_PAGES } from '../sites';
import { summarize } from '../stats';

const WORKSPACE_WAIT_MS = 180_000;

export async function coldStart(site: Site, reps: number): Promise<Row[]> {
  const name = `${site.pageCount} pages`;
  const config = await runs(reps, () => toConfigDiagnostics(site));
  const rows = [
    measured('cold-config', 'Cold start to docs.json diagnostics', 'ms', summarize(config.map((r) => r.ms)), {
      site: name,
      targets: site.pageCount === TARGET_PAGES ? [target('p95', 3000, 'ms')] : undefined,
    }),
    measured(
      'cold-config-rss',
      'Peak RSS, server and workers (docs.json open)',
      'MB',
      summarize(config.map((r) => r.mb)),
      { site: name, targets: site.pageCount === TARGET_PAGES ? [target('p95', 300, 'MB')] : undefined },
    ),
  ];
  if (site.pageCount === TARGET_PAGES) {
    const workspace = await runs(reps, () => toWorkspaceDiagnostics(site));
    rows.push(
      measured(
        'cold-workspace',
        "Cold start to every file's diagnostics (workspace scope)",
        'ms',
        summarize(workspace.map((r) => r.ms)),
        { site: name },
      ),
      measured(
        'cold-workspace-rss',
        'Peak RSS, server and workers (workspace scope)',
        'MB',
        summarize(workspace.map((r) => r.mb)),
        { site: name, targets: [target('p95', 300, 'MB')] },
      ),
    );
  }
  return rows;
}

interface Run {
  readonly ms: number;
  readonly mb: number;
}

/** One unrecorded warm-up (disk cache, lazy loading of node itself), then `reps` recorded runs. */
async function runs(reps: number, run: () => Promise<Run>): Promise<Run[]> {
  await run();
  const results: Run[] = [];
  for (let i = 0; i < reps; i++) results.push(await run());
  return results;
}

async function toConfigDiagnostics(site: Site): Promise<Run> {
  const session = await Session.start({ rootUri: site.uri('') });
  try {
    const published = await session.openAndWait(site.uri('docs.json'), 'json', site.configText);
    if (published.params.diagnostics.length > 0)
      throw new Error(
        `the generated docs.json has diagnostics: ${JSON.stringify(published.params.diagnostics.slice(0, 3))}`,
      );
    return { ms: published.at - session.spawnedAt, mb: session.memory.peakMb() };
  } finally {
    await session.close();
  }
}

async function toWorkspaceDiagnostics(site: Site): Promise<Run> {
  const expected = new Set([site.uri('docs.json'), ...site.pageFiles.map((file) => site.uri(file))]);
  let resolveAll: (at: number) => void = () => undefined;
  const all = new Promise<number>((resolve) => (resolveAll = resolve));
  const session = await Session.start({
    rootUri: site.uri(''),
    initializationOptions: { diagnostics: { scope: 'workspace' } },
    beforeInitialized: (s) =>
      s.onPublish(({ params, at }) => {
        expected.delete(params.uri);
        if (expected.size === 0) resolveAll(at);
      }),
  });
  try {
    const at = await session.bounded(all, WORKSPACE_WAIT_MS, `diagnostics of all ${site.pageFiles.length + 1} files`);
    return { ms: at - session.spawnedAt, mb: session.memory.peakMb() };
  } finally {
    await session.close();
  }
}
