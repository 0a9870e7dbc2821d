// Types of corpus.mjs, for the TypeScript that reuses it (scripts/bench).
export declare const CORPUS: string;
export declare function corpusSites(): string[];
export declare function checkSite(site: string, extraArgs?: string[]): { counts: Record<string, number>; files: number; seconds: number };
