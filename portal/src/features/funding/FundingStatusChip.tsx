import { Chip } from '@mui/material';
import { fundingStatusLabel } from '@casebridge/domain';
import type { FundingStatus } from '@casebridge/domain';

const COLORS: Record<FundingStatus, 'warning' | 'success' | 'error' | 'default' | 'info'> = {
  OWNER_REVIEW: 'info',
  PENDING: 'warning',
  APPROVED: 'success',
  OWNER_REJECTED: 'error',
  REJECTED: 'error',
};

/** A funding request's status with the spec's label ('Under Review', 'Accepted'...). */
export const FundingStatusChip = ({ status }: { status: FundingStatus }) => (
  <Chip size="small" color={COLORS[status]} label={fundingStatusLabel(status)} />
);
