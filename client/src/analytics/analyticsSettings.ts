// The analytics settings (docsLsp.analytics.*) as the extension reads them.
import * as vscode from 'vscode';
import { userScopedValue } from './model/userScoped';
import { Period, PERIODS } from './trafficLoader';

export interface AnalyticsSettings {
  readonly projectId: string;
  readonly baseUrl: string;
  readonly pagesPerLoad: number;
  readonly cacheMinutes: number;
  readonly markCodeBlocks: boolean;
  /** Days of traffic every view shows. */
  readonly period: Period;
}

export const SETTINGS_SECTION = 'docsLsp.analytics';

export function readSettings(): AnalyticsSettings {
  const config = vscode.workspace.getConfiguration(SETTINGS_SECTION);
  const whole = (name: string, fallback: number, min: number) =>
    Math.max(min, Math.floor(config.get<number>(name, fallback)) || fallback);
  return {
    projectId: config.get<string>('projectId', '').trim(),
    baseUrl: (userScopedValue(config.inspect<string>('baseUrl')) ?? '').trim(),
    pagesPerLoad: whole('pagesPerLoad', 5, 1),
    cacheMinutes: Math.max(0, config.get<number>('cacheMinutes', 15)),
    markCodeBlocks: config.get<boolean>('markCodeBlocks', true),
    period: PERIODS.find((days) => days === config.get<number>('period', 30)) ?? 30,
  };
}
