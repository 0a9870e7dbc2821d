export { analyzeSpec } from './analyze';
export type { SpecAnalysis } from './analyze';
export {
  createFetchText,
  fetchSpecText,
  isLocalAddress,
  isLocalHostName,
  isRemoteSpec,
  REMOTE_TIMEOUT_MS,
} from './remote';
export type { FetchText } from './remote';
export { HTTP_METHODS, SpecLookup, operationKey, supportsWebhooks } from './specIndex';
export type { OperationInfo, SchemaInfo, SpecIndex } from './specIndex';
export { inProcessSpecLoader } from './specLoader';
export type { SpecLoader } from './specLoader';
export { WorkerSpecLoader } from './workerLoader';
