import { Chip, type ChipProps } from '@mui/material';
import { COMPANY_STATUS_LABELS, type CompanyStatus } from '@casebridge/domain';

const STATUS_COLORS: Record<CompanyStatus, ChipProps['color']> = {
  VALIDATED: 'success',
  PENDING_REVIEW: 'warning',
  INFO_REQUIRED: 'info',
  INCOMPLETE: 'default',
  REJECTED: 'error',
  DELETED: 'default',
};

/** A company status as a coloured chip with its domain label. */
export const CompanyStatusChip = ({
  status,
  size = 'small',
}: {
  status: CompanyStatus;
  size?: ChipProps['size'];
}) => (
  <Chip
    label={COMPANY_STATUS_LABELS[status]}
    color={STATUS_COLORS[status]}
    variant={status === 'DELETED' ? 'outlined' : 'filled'}
    size={size}
  />
);
