/** Small display helpers of the case screens. */
import { COMPANY_TYPE_LABELS, formatDollars } from '@casebridge/domain';
import type { CompanyType } from '@casebridge/domain';

/** USD with cents: '$1,234.50'. */
export const usd = (n: number): string => formatDollars(n);

/** 'Health provider', 'Facility'... (the API answers company types as strings). */
export const companyTypeLabel = (type: string): string => COMPANY_TYPE_LABELS[type as CompanyType] ?? type;

/** 'Austin, TX' from a city and a state, either possibly missing. */
export const place = (city: string | null, state: string | null): string =>
  [city, state].filter(Boolean).join(', ');
