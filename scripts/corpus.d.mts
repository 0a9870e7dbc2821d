export const CORPUS: string;
export function corpusSites(kind?: 'docs.json' | 'mint.json'): string[];
export function pinnedSites(): string[];
export function checkSite(
  site: string,
  extraArgs?: string[],
): { counts: Record<string, number>; files: number; seconds: number };
