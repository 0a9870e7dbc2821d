// What every scenario hands back: a row of figures (or the reason it could not be measured) with its target.
import { Figures } from './stats';

export interface Target {
  readonly stat: 'p50' | 'p95';
  readonly limit: number;
  /** How the target reads in the report (`p95 <= 50 ms`). */
  readonly text: string;
}

export interface Row {
  /** Stable id, used for ratios and in the JSON. */
  readonly id: string;
  readonly label: string;
  readonly site?: string;
  readonly unit: 'ms' | 'MB';
  readonly figures?: Figures;
  readonly notMeasured?: string;
  readonly targets?: Target[];
  /** Compared with the baselines (docs.json work). */
  readonly comparable?: boolean;
  readonly note?: string;
}

export const measured = (
  id: string,
  label: string,
  unit: Row['unit'],
  figures: Figures,
  extra: Partial<Row> = {},
): Row => ({ id, label, unit, figures, ...extra });

export const notMeasured = (id: string, label: string, reason: string, extra: Partial<Row> = {}): Row => ({
  id,
  label,
  unit: 'ms',
  notMeasured: reason,
  ...extra,
});

export const target = (stat: Target['stat'], limit: number, unit: Row['unit']): Target => ({
  stat,
  limit,
  text: `${stat} <= ${limit} ${unit}`,
});

/** Whether each target of a row holds; undefined when it has none or no figures. */
export function verdict(row: Row): boolean | undefined {
  if (!row.figures || !row.targets?.length) return undefined;
  return row.targets.every((t) => row.figures![t.stat] <= t.limit);
}
