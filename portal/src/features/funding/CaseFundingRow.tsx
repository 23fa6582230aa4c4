import { useState } from 'react';
import { Button, Collapse, IconButton, Stack, TableCell, TableRow, Typography } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { FUNDING_REQUEST_FOR_LABELS, FUNDING_TYPE_LABELS } from '@casebridge/domain';
import type { FundingRequestView, FundingStatus } from '@casebridge/domain';
import { FundingHistory } from './FundingHistory.tsx';
import { FundingStatusChip } from './FundingStatusChip.tsx';
import { day, money } from './fundingFormat.ts';

export const CASE_FUNDING_COLUMNS = 8;

/** One request of the case: its facts, the reason of a rejection, the owner's review, and its history. */
export const CaseFundingRow = ({
  request: r,
  moves,
  onMove,
}: {
  request: FundingRequestView;
  moves: FundingStatus[];
  onMove: (to: FundingStatus) => void;
}) => {
  const [open, setOpen] = useState(false);
  const historyId = `funding-history-${r.id}`;
  return (
    <>
      <TableRow>
        <TableCell>
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={historyId}
            aria-label={open ? 'Hide history' : 'Show history'}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell>{day(r.createdAt)}</TableCell>
        <TableCell>{r.factoringCompanyName}</TableCell>
        <TableCell>{FUNDING_TYPE_LABELS[r.type]}</TableCell>
        <TableCell>{FUNDING_REQUEST_FOR_LABELS[r.requestFor]}</TableCell>
        <TableCell align="right">{money(r.amount)}</TableCell>
        <TableCell>
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <FundingStatusChip status={r.status} />
            {r.rejectReason && <Typography variant="body2">Reason: {r.rejectReason}</Typography>}
          </Stack>
        </TableCell>
        <TableCell>
          <Stack direction="row" spacing={1}>
            {moves.includes('PENDING') && (
              <Button size="small" variant="contained" onClick={() => onMove('PENDING')}>
                Approve
              </Button>
            )}
            {moves.includes('OWNER_REJECTED') && (
              <Button size="small" color="error" variant="outlined" onClick={() => onMove('OWNER_REJECTED')}>
                Reject
              </Button>
            )}
          </Stack>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={CASE_FUNDING_COLUMNS} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
          <Collapse in={open} unmountOnExit={false}>
            <Stack id={historyId} sx={{ py: 1 }}>
              {r.note && <Typography variant="body2">Note: {r.note}</Typography>}
              <FundingHistory history={r.history} label={`History of the request of ${day(r.createdAt)}`} />
            </Stack>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
};
