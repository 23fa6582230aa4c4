/** Small display helpers of the funding screens. */
import { formatDay, formatDollars } from '@casebridge/domain';

/** 12500 as '$12,500.00'. */
export const money = (amount: number): string => formatDollars(amount);

/** A calendar day ('2026-06-01') or a timestamp (in the reader's zone) as 'Jun 01, 2026'. */
export const day = (value: string): string => formatDay(value);
