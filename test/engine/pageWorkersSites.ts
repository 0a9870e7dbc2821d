// Pages parsed in worker threads against pages parsed in process: every file's diagnostics both ways, on a folder
// (pageWorkers.test.ts: a generated site and a small site of ../shared/corpus; pageWorkers.slow.test.ts: the
// corpus's largest, `npm run test:slow`).
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createLanguageService } from '../../server/src/engine/languageService';
import { fileUri, SnapshotWorkspace } from '../../server/src/engine/workspace';

export const WORKER = path.resolve(__dirname, '../../dist/pageWorker.js');
export const CORPUS = path.resolve(__dirname, '../../../shared/corpus');
/** Enough pages for several batches in each worker. */
export const PAGES = 220;

/**
 * Every file's diagnostics, the pages parsed in `threads` - 1 workers first, all but the first two there (0: in
 * process, when asked).
 */
export async function diagnosticsOf(dir: string, threads: number): Promise<Record<string, unknown>> {
  const service = createLanguageService({ workspace: new SnapshotWorkspace([fileUri(dir)]) });
  const roots = service.getDocsRoots();
  const pages = roots.flatMap((root) => [...root.files].filter((file) => /\.mdx?$/.test(file)));
  const forced = { probeMs: 0, payoffMs: 0, parseMeanwhile: false };
  // all but the first page (parsed in process before the workers start) and the pages the reader refuses
  if (threads > 0) assert.ok((await service.parsePages(roots, WORKER, threads, forced)) >= pages.length * 0.9);
  await service.loadSpecs(roots);
  const all: Record<string, unknown> = {};
  for (const uri of service.getFilesToCheck(roots)) all[uri] = service.getDiagnostics(uri);
  service.dispose();
  return all;
}

/** The site of ../shared/corpus gives the same diagnostics with its pages parsed in 3 workers as in process. */
export async function sameOnCorpusSite(site: string): Promise<void> {
  const dir = path.join(CORPUS, site);
  assert.deepEqual(await diagnosticsOf(dir, 3), await diagnosticsOf(dir, 0));
}

/** Why a test of a corpus site is skipped: no ../shared/corpus, or no such site in it. */
export const noSite = (site: string) =>
  !fs.existsSync(path.join(CORPUS, site)) && 'no ../shared/corpus beside the project';
