/** Small display helpers of the funding screens. */
import { formatLongDate } from '@casebridge/domain';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 12500 as '$12,500.00'. */
export const money = (amount: number): string => usd.format(amount);

/** A timestamp as 'Jun 01, 2026', read in UTC. */
export const day = (value: string): string => formatLongDate(value, 'UTC');
