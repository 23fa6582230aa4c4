import { formatLongDate } from '@casebridge/domain';

/** The domain's 'MMM DD, YYYY' for an optional ISO timestamp; null when there is none. */
export function longDate(iso: string | null | undefined): string | null {
  return iso ? formatLongDate(iso) || null : null;
}
