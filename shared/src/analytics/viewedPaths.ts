// The notification by which the extension gives the language server the paths readers viewed in the analytics
// period (for the analytics-dead-path rule): `null` params when analytics is not configured or not loaded.
export const VIEWED_PATHS_NOTIFICATION = 'docsLsp/viewedPaths';

export interface ViewedPathsParams {
  readonly periodDays: number;
  readonly paths: readonly { readonly path: string; readonly views: number }[];
}
