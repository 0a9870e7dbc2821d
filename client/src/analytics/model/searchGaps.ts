// Search terms and which of them are gaps: readers searched and clicked no result, or rarely clicked one.
import { SearchTerm } from '../../../../shared/src/analytics/types';

/** Below this click-through rate a term counts as a gap. */
export const LOW_CTR = 0.2;

export interface SearchRow {
  readonly term: SearchTerm;
  readonly gap: 'no-click' | 'low-ctr' | undefined;
}

export function searchRows(terms: readonly SearchTerm[]): SearchRow[] {
  return terms.map((term) => ({
    term,
    gap:
      typeof term.topClickedPage !== 'string' || !term.topClickedPage
        ? 'no-click'
        : typeof term.ctr === 'number' && term.ctr < LOW_CTR
          ? 'low-ctr'
          : undefined,
  }));
}
