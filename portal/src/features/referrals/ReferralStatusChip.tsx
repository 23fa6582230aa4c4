import { Chip } from '@mui/material';
import { REFERRAL_STATUS_LABELS } from '@casebridge/domain';
import type { ReferralStatus } from '@casebridge/domain';

const COLORS: Record<ReferralStatus, 'warning' | 'success' | 'error' | 'default'> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  REJECTED: 'error',
  EXPIRED: 'default',
};

/** A referral's status with the domain's label (filled chips keep a 4.5:1 contrast in the theme). */
export const ReferralStatusChip = ({ status }: { status: ReferralStatus }) => (
  <Chip size="small" color={COLORS[status]} label={REFERRAL_STATUS_LABELS[status]} />
);
