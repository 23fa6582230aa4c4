import { Box, Typography } from '@mui/material';
import { CASE_STATUS_LABELS, CASE_TYPE_LABELS, POLICE_REPORT_LABELS } from '@casebridge/domain';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { useFundingCaseFacts } from './api.ts';
import { day, money } from './fundingFormat.ts';

/**
 * The case's facts a factoring company underwrites with (GET /funding-requests/{id}/case): the firm, the case
 * folio, type and status, the accident's date and state, the police report, the policy limit, bills so far.
 */
export const FundingCaseFacts = ({ requestId }: { requestId: string }) => {
  const query = useFundingCaseFacts(requestId);
  if (query.isPending) return <Typography role="status">Loading the case’s facts…</Typography>;
  if (query.isError) return <LoadFailure error={query.error} onRetry={() => query.refetch()} />;
  const f = query.data;
  const rows: [string, string][] = [
    ['Law firm', f.firmName],
    ['Case', f.folio],
    ['Case type', CASE_TYPE_LABELS[f.caseType]],
    ['Case status', CASE_STATUS_LABELS[f.caseStatus]],
    ['Accident date', day(f.accidentDate)],
    ['Accident state', f.accidentState],
    ['Police report', POLICE_REPORT_LABELS[f.policeReport]],
    ['Policy limit', f.policyLimit === null ? 'Unknown' : money(f.policyLimit)],
    ['Bills so far', money(f.billedTotal)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
