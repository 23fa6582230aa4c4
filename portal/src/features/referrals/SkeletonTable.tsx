import { ResponsiveTable } from '../../shared/responsive/ResponsiveTable.tsx';
import { Link, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ReferralSkeletonRow } from '@casebridge/domain';
import { ReferralStatusChip } from './ReferralStatusChip.tsx';
import { age, day } from './referralFormat.ts';

/** A sent referral opens its case; a received one opens the invite. */
const target = (row: ReferralSkeletonRow) =>
  row.direction === 'SENT'
    ? `/cases/${encodeURIComponent(row.caseId)}`
    : `/case-invites/${encodeURIComponent(row.id)}`;

/** The skeleton's light rows: who referred which case to whom, its status and age. */
export const SkeletonTable = ({
  rows,
  now = new Date(),
}: {
  rows: readonly ReferralSkeletonRow[];
  now?: Date;
}) => (
  <ResponsiveTable
    size="small"
    aria-label="Referrals"
    labels={['Case', 'Direction', 'Referred by', 'Referred to', 'Status', 'Presented', 'Age']}
  >
    <TableHead>
      <TableRow>
        <TableCell>Case</TableCell>
        <TableCell>Direction</TableCell>
        <TableCell>Referred by</TableCell>
        <TableCell>Referred to</TableCell>
        <TableCell>Status</TableCell>
        <TableCell>Presented</TableCell>
        <TableCell>Age</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {rows.map((row) => (
        <TableRow key={row.id}>
          <TableCell>
            <Link component={RouterLink} to={target(row)}>
              {row.folio}
            </Link>
          </TableCell>
          <TableCell>{row.direction === 'SENT' ? 'Sent' : 'Received'}</TableCell>
          <TableCell>{row.fromCompanyName}</TableCell>
          <TableCell>{row.toCompanyName}</TableCell>
          <TableCell>
            <ReferralStatusChip status={row.status} />
          </TableCell>
          <TableCell>{day(row.createdAt)}</TableCell>
          <TableCell>{age(row.createdAt, now)}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </ResponsiveTable>
);
