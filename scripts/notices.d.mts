export const RECORD: string;
export const NOTICES: string;
export function recordBundledPackages(metafiles: unknown[]): void;
export function noticesSection(packages: { name: string; version: string; folder: string }[]): string;
export function noticesWith(packages: { name: string; version: string; folder: string }[]): string;
