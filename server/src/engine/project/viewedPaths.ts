// Paths readers viewed in the analytics period, as the editor sends them (it holds the analytics key and cache; the
// engine never reaches the network). Undefined while analytics is not configured.

export interface ViewedPath {
  readonly path: string;
  readonly views: number;
}

export interface ViewedPaths {
  readonly periodDays: number;
  readonly paths: readonly ViewedPath[];
}

const MAX_PATHS = 10_000;

/** The editor's message, checked: it crosses a process boundary, so anything else is dropped, never thrown. */
export function readViewedPaths(value: unknown): ViewedPaths | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { periodDays, paths } = value as Record<string, unknown>;
  if (typeof periodDays !== 'number' || !Number.isInteger(periodDays) || periodDays < 1 || !Array.isArray(paths))
    return undefined;
  const valid = paths.slice(0, MAX_PATHS).flatMap((entry: unknown) => {
    const { path, views } = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    return typeof path === 'string' &&
      path.length <= 2048 &&
      typeof views === 'number' &&
      Number.isFinite(views) &&
      views > 0
      ? [{ path, views: Math.round(views) }]
      : [];
  });
  return { periodDays, paths: valid };
}
