import { Box, Typography } from '@mui/material';
import { FUNDING_REQUEST_FOR_LABELS, FUNDING_TYPE_LABELS } from '@casebridge/domain';
import type { FundingRequestView } from '@casebridge/domain';
import { FundingStatusChip } from './FundingStatusChip.tsx';
import { day, money } from './fundingFormat.ts';

/** What the request itself says: type, for whom, amount, note, status, the reason of a rejection, dates. */
export const FundingRequestDetails = ({ request: r }: { request: FundingRequestView }) => {
  const rows: [string, React.ReactNode][] = [
    ['Status', <FundingStatusChip key="status" status={r.status} />],
    ['Type', FUNDING_TYPE_LABELS[r.type]],
    ['Requested for', FUNDING_REQUEST_FOR_LABELS[r.requestFor]],
    ['Amount', money(r.amount)],
    ['Note', r.note || '—'],
    ['Requested', day(r.createdAt)],
    ['Updated', day(r.updatedAt)],
  ];
  if (r.rejectReason) rows.push(['Reason of the rejection', r.rejectReason]);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        // On a phone each answer goes under its label; wider, beside it.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
