import { ResponsiveTable } from '../../shared/responsive/ResponsiveTable.tsx';
import { Link, TableBody, TableCell, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { FUNDING_REQUEST_FOR_LABELS, FUNDING_TYPE_LABELS } from '@casebridge/domain';
import type { FundingRequestView } from '@casebridge/domain';
import { FundingStatusChip } from './FundingStatusChip.tsx';
import { day, money } from './fundingFormat.ts';
import { SortableHead } from '../../shared/SortableHead.tsx';
import type { ListSort, SortableColumn } from '../../shared/SortableHead.tsx';

/** The columns; `sort` names the API's sort field where the list sorts by it. */
const COLUMNS = [
  { id: 'requested', label: 'Requested', sort: 'createdAt' },
  { id: 'case', label: 'Case' },
  { id: 'firm', label: 'Law firm' },
  { id: 'type', label: 'Type', sort: 'type' },
  { id: 'for', label: 'For', sort: 'requestFor' },
  { id: 'amount', label: 'Amount', sort: 'amount', align: 'right' },
  { id: 'status', label: 'Status' },
  { id: 'updated', label: 'Updated', sort: 'updatedAt' },
] as const satisfies readonly SortableColumn[];

interface FundingRequestsTableProps {
  requests: readonly FundingRequestView[];
  sort: ListSort;
  onSort: (field: string) => void;
}

/**
 * A factoring company's funding requests: the day asked (to the details), the case's folio and law firm, type,
 * for whom, amount, status.
 */
export const FundingRequestsTable = ({ requests, sort, onSort }: FundingRequestsTableProps) => (
  <ResponsiveTable size="small" aria-label="Funding requests" labels={COLUMNS.map((c) => c.label)}>
    <SortableHead columns={COLUMNS} sort={sort} onSort={onSort} />
    <TableBody>
      {requests.map((r) => (
        <TableRow key={r.id} hover>
          <TableCell>
            <Link
              component={RouterLink}
              to={`/funding-request-details/${encodeURIComponent(r.id)}`}
              aria-label={`Request of ${day(r.createdAt)}, ${money(r.amount)}`}
            >
              {day(r.createdAt)}
            </Link>
          </TableCell>
          <TableCell>{r.caseFolio}</TableCell>
          <TableCell>{r.attorneyCompanyName}</TableCell>
          <TableCell>{FUNDING_TYPE_LABELS[r.type]}</TableCell>
          <TableCell>{FUNDING_REQUEST_FOR_LABELS[r.requestFor]}</TableCell>
          <TableCell align="right">{money(r.amount)}</TableCell>
          <TableCell>
            <FundingStatusChip status={r.status} />
          </TableCell>
          <TableCell>{day(r.updatedAt)}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </ResponsiveTable>
);
