import { ResponsiveTable } from '../../shared/responsive/ResponsiveTable.tsx';
import { Link, TableBody, TableCell, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { CASE_TYPE_LABELS } from '@casebridge/domain';
import type { ReferralView } from '@casebridge/domain';
import { ReferralStatusChip } from './ReferralStatusChip.tsx';
import { age, day, excerpt } from './referralFormat.ts';
import { SortableHead } from '../../shared/SortableHead.tsx';
import type { ListSort, SortableColumn } from '../../shared/SortableHead.tsx';

/** The columns of the received invites; `sort` names the API's sort field where the list sorts by it. */
const COLUMNS = [
  { id: 'folio', label: 'Folio', sort: 'folio' },
  { id: 'firm', label: 'Firm', sort: 'firmName' },
  { id: 'type', label: 'Case type' },
  { id: 'injury', label: 'Injury summary' },
  { id: 'presented', label: 'Presented', sort: 'createdAt' },
  { id: 'age', label: 'Age' },
  { id: 'status', label: 'Status' },
  { id: 'expires', label: 'Expires' },
] as const satisfies readonly SortableColumn[];

interface InvitesTableProps {
  invites: readonly ReferralView[];
  sort: ListSort;
  onSort: (field: string) => void;
  now?: Date;
}

/** The received case invites: folio (to the invite), firm, case, when presented, status and expiry. */
export const InvitesTable = ({ invites, sort, onSort, now = new Date() }: InvitesTableProps) => (
  <ResponsiveTable size="small" aria-label="Case invites" labels={COLUMNS.map((c) => c.label)}>
    <SortableHead columns={COLUMNS} sort={sort} onSort={onSort} />
    <TableBody>
      {invites.map((invite) => (
        <TableRow key={invite.id} hover>
          <TableCell>
            <Link component={RouterLink} to={`/case-invites/${encodeURIComponent(invite.id)}`}>
              {invite.folio}
            </Link>
          </TableCell>
          <TableCell>{invite.firmName}</TableCell>
          <TableCell>{CASE_TYPE_LABELS[invite.caseType]}</TableCell>
          <TableCell sx={{ maxWidth: 280 }}>{excerpt(invite.injurySummary)}</TableCell>
          <TableCell>{day(invite.createdAt)}</TableCell>
          <TableCell>{age(invite.createdAt, now)}</TableCell>
          <TableCell>
            <ReferralStatusChip status={invite.status} />
          </TableCell>
          <TableCell>
            {invite.status === 'PENDING' && invite.expiresAt ? day(invite.expiresAt) : '—'}
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  </ResponsiveTable>
);
