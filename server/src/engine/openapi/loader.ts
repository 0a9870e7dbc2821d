// The seam between the main thread and spec analysis. In-process (CLI, tests): synchronous. In the server: a worker
// thread (workerLoader.ts), so that parsing, indexing and validating a 4 MB spec never blocks a request.
import { analyzeSpec, SpecAnalysis } from './analyze';

export interface SpecLoader {
  /** `onIndexed` may hear an analysis without the structural findings first (see analyzeSpec). */
  analyze(uri: string, version: string | number, text: string, onIndexed?: (partial: SpecAnalysis) => void): SpecAnalysis | Promise<SpecAnalysis>;
  dispose(): void;
}

export const inProcessSpecLoader: SpecLoader = {
  analyze: (uri, version, text) => analyzeSpec(uri, version, text), // synchronous: the whole result at once
  dispose: () => undefined,
};
