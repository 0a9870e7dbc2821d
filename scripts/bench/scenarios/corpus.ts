// `docs-lsp check` over each site of ../shared/corpus, as figures: files, diagnostics and the median wall time of
// a few runs (process start included).
import * as fs from 'node:fs';
import { summarize } from '../stats';

const RUNS = 3;

export interface CorpusFigure {
  readonly site: string;
  readonly files: number;
  readonly diagnostics: number;
  readonly medianMs: number;
}

export async function corpusChecks(): Promise<CorpusFigure[] | string> {
  const { CORPUS, corpusSites, checkSite } = await import('../../corpus.mjs');
  if (!fs.existsSync(CORPUS)) return `no corpus at ${CORPUS}`;
  return corpusSites().map((site) => {
    const runs = Array.from({ length: RUNS }, () => checkSite(site));
    const diagnostics = Object.values(runs[0].counts).reduce((a, b) => a + b, 0);
    return { site, files: runs[0].files, diagnostics, medianMs: summarize(runs.map((r) => r.seconds * 1000)).p50 };
  });
}
