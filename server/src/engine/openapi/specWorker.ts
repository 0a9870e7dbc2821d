// Entry point of dist/specWorker.js: analyses the specs the main thread posts, one message at a time.
import { parentPort } from 'node:worker_threads';
import { analyzeSpec } from './analyze';
import { SpecJob, SpecJobResult } from './workerLoader';

parentPort?.on('message', (job: SpecJob) => {
  let result: SpecJobResult;
  try {
    const partial = (analysis: ReturnType<typeof analyzeSpec>) => parentPort!.postMessage({ id: job.id, analysis, partial: true } satisfies SpecJobResult);
    result = { id: job.id, analysis: analyzeSpec(job.uri, job.version, job.text, partial) };
  } catch (error) {
    result = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(result);
});
