import { Chip } from '@mui/material';
import { CASE_STATUS_LABELS } from '@casebridge/domain';
import type { CaseStatus } from '@casebridge/domain';

const COLORS: Record<CaseStatus, 'default' | 'primary' | 'success' | 'info'> = {
  INTAKE: 'info',
  TREATING: 'primary',
  DEMAND_SENT: 'primary',
  NEGOTIATING: 'primary',
  LITIGATION: 'primary',
  SETTLED: 'success',
  CLOSED: 'default',
  WITHDRAWN: 'default',
};

/** A case's status with its label (filled chips keep a 4.5:1 contrast in the theme). */
export const CaseStatusChip = ({ status }: { status: CaseStatus }) => (
  <Chip size="small" color={COLORS[status]} label={CASE_STATUS_LABELS[status]} />
);
