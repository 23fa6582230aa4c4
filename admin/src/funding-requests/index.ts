import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../common/lazyNamed.ts';

/** Funding oversight: /funding-requests, and /funding-request-details/{id} as a custom route. */
export const fundingRequests = {
  name: 'funding-requests',
  list: lazyNamed(() => import('./FundingRequestList.tsx'), 'FundingRequestList'),
  show: lazyNamed(() => import('./FundingRequestShow.tsx'), 'FundingRequestShow'),
  icon: RequestQuoteIcon,
  options: { label: 'Funding requests' },
} satisfies ResourceProps;

/** The spec's /funding-request-details/{id} custom route: the same screen as the resource's show. */
export const FundingRequestDetailsRoute = lazyNamed(
  () => import('./FundingRequestShow.tsx'),
  'FundingRequestDetailsRoute',
);
