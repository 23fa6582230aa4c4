import type { ReportColumnType, ReportKey, ReportQuery } from '@casebridge/domain';
import type { Services } from '../core/types.ts';

export type Cell = string | number | Date | null;
export type ReportRow = Record<string, Cell>;

export interface ReportColumn {
  key: string;
  header: string;
  type: ReportColumnType;
  /** Character width in the sheet; a default per type otherwise. */
  width?: number;
}

/** How one report's rows come out of the store for a validated query. */
export interface ReportDefinition {
  key: ReportKey;
  columns: readonly ReportColumn[];
  rows(services: Services, query: ReportQuery): ReportRow[];
}

/** Inclusive day range on an ISO timestamp (query dates are YYYY-MM-DD). */
export function inRange(iso: string, query: Pick<ReportQuery, 'from' | 'to'>): boolean {
  const day = iso.slice(0, 10);
  return (!query.from || day >= query.from) && (!query.to || day <= query.to);
}

export const asDate = (iso: string | null | undefined): Date | null => (iso ? new Date(iso) : null);
