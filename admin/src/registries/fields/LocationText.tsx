import type { Location } from '@casebridge/domain';

/** 'City, ST' of a company location, or nothing when the company has none. */
export const LocationText = ({ location }: { location: Location | null }) =>
  location ? <span>{[location.city, location.state].filter(Boolean).join(', ')}</span> : null;
