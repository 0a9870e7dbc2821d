// The seam between the main thread and spec analysis. In-process (CLI, tests): synchronous. In the server: a worker
// thread (workerLoader.ts), so that parsing, indexing and validating a 4 MB spec never blocks a request.
import { InputLimits } from '../limits';
import { analyzeSpec, SpecAnalysis } from './analyze';

export interface SpecLoader {
  /** `text` has passed the size and encoding checks; the analysis checks the nesting limit before parsing.
   * `onIndexed` may hear an analysis without the structural findings first (see analyzeSpec). */
  analyze(
    uri: string,
    version: string | number,
    text: string,
    limits: InputLimits,
    onIndexed?: (partial: SpecAnalysis) => void,
  ): SpecAnalysis | Promise<SpecAnalysis>;
  dispose(): void;
}

export const inProcessSpecLoader: SpecLoader = {
  // synchronous: the whole result at once
  analyze: (uri, version, text, limits) => analyzeSpec(uri, version, text, limits),
  dispose: () => undefined,
};
