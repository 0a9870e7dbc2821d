export { CONFIG_FILE } from './fileIndex';
export type { DocsRoot } from './fileIndex';
export type { ParsedPage } from './frontmatterCache';
export { LinkIndex, folderOf } from './linkIndex';
export type { IndexedLink } from './linkIndex';
export {
  closestPage,
  fileUriOf,
  findPageFile,
  isPageFile,
  normalizePagePath,
  pageFiles,
  pagePathOf,
} from './pagePaths';
export type { PageFile } from './pagePaths';
export type { PageParser } from './pageBodies';
export { parsePagesInWorkers } from './pageWorkers';
export type { PageParseOptions } from './pageWorkers';
export { PLATFORM_FILES } from './platformFiles';
export { Project } from './project';
export type { BuiltConfig } from './project';
export { isPlatformSchemaUrl } from './remoteSchemas';
export type { RemoteSchemaState } from './remoteSchemas';
export { isSpecFileName, resolveSpecPath } from './specFiles';
export type { SpecState } from './specStore';
export { TextReader } from './textReader';
export { readViewedPaths } from './viewedPaths';
export { WorkerPageParser } from './workerPageParser';
export type { ViewedPaths } from './viewedPaths';
export { baselineText, fingerprint } from './baselineFile';
export type { Baseline, BaselineEntry } from './baselineFile';
export { ExternalLinks } from './externalLinkAnswers';
export type {
  ExternalLinkAnswer,
  ExternalLinkChecker,
  ExternalLinkRequest,
  ExternalLinkResult,
} from './externalLinkAnswers';
