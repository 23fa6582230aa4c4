import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { ResourceProps } from 'react-admin';
import { FundingRequestList } from './FundingRequestList.tsx';
import { FundingRequestShow } from './FundingRequestShow.tsx';

/** Funding oversight: /funding-requests, and /funding-request-details/{id} as a custom route. */
export const fundingRequests = {
  name: 'funding-requests',
  list: FundingRequestList,
  show: FundingRequestShow,
  icon: RequestQuoteIcon,
  options: { label: 'Funding requests' },
} satisfies ResourceProps;
