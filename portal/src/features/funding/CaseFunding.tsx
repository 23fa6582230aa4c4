import { useState } from 'react';
import { ResponsiveTable } from '../../shared/responsive/ResponsiveTable.tsx';
import { Box, Button, Stack, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { isCaseOpen } from '@casebridge/domain';
import type { FundingRequestView, FundingStatus, LegalCaseView } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { useCaseFundingRequests } from './api.ts';
import { CaseFundingRow } from './CaseFundingRow.tsx';
import { ConfirmFundingDialog } from './ConfirmFundingDialog.tsx';
import { fundingMoves } from './fundingMoves.ts';
import { RejectFundingDialog } from './RejectFundingDialog.tsx';
import { RequestFundingDialog } from './RequestFundingDialog.tsx';
import { VISUALLY_HIDDEN } from '../../shared/visuallyHidden.ts';

const HIDDEN = VISUALLY_HIDDEN;

/**
 * The case's Funding tab (the firm, issue 14): its requests to factoring companies with the spec's labels,
 * the reason of a rejection and each request's history; "Request funding" while the case is open; the owner's or admin's review
 * (Approve sends it to the factoring company, Reject needs a reason) of the requests its members made.
 */
export const CaseFunding = ({ legalCase }: { legalCase: LegalCaseView }) => {
  const current = useSession();
  const query = useCaseFundingRequests(legalCase.id);
  const [requesting, setRequesting] = useState(false);
  const [moving, setMoving] = useState<{ request: FundingRequestView; to: FundingStatus } | null>(null);

  let content;
  if (query.isPending) content = <Typography role="status">Loading the funding requests…</Typography>;
  else if (query.isError) content = <LoadFailure error={query.error} onRetry={() => query.refetch()} />;
  else if (query.data.length === 0)
    content = <Typography color="text.secondary">No funding was requested for this case yet.</Typography>;
  else
    content = (
      <Box sx={{ overflowX: 'auto' }}>
        <ResponsiveTable
          size="small"
          aria-label="Funding requests"
          labels={['', 'Requested', 'Factoring company', 'Type', 'For', 'Amount', 'Status', '']}
        >
          <TableHead>
            <TableRow>
              <TableCell>
                <Box component="span" sx={HIDDEN}>
                  History
                </Box>
              </TableCell>
              <TableCell>Requested</TableCell>
              <TableCell>Factoring company</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>For</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>
                <Box component="span" sx={HIDDEN}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {query.data.map((r) => (
              <CaseFundingRow
                key={r.id}
                request={r}
                moves={fundingMoves(current, r)}
                onMove={(to) => setMoving({ request: r, to })}
              />
            ))}
          </TableBody>
        </ResponsiveTable>
      </Box>
    );

  return (
    <Stack spacing={2}>
      {isCaseOpen(legalCase.status) && !legalCase.mergedIntoCaseId && (
        <Box>
          <Button variant="contained" onClick={() => setRequesting(true)}>
            Request funding
          </Button>
        </Box>
      )}
      {content}
      {requesting && <RequestFundingDialog legalCase={legalCase} onClose={() => setRequesting(false)} />}
      {moving?.to === 'PENDING' && (
        <ConfirmFundingDialog
          request={moving.request}
          status="PENDING"
          title="Approve this funding request?"
          text="It is sent to the factoring company, which accepts or rejects it."
          confirmLabel="Approve and send"
          done="Funding request sent to the factoring company"
          onClose={() => setMoving(null)}
        />
      )}
      {moving?.to === 'OWNER_REJECTED' && (
        <RejectFundingDialog
          request={moving.request}
          status="OWNER_REJECTED"
          title="Reject this funding request"
          onClose={() => setMoving(null)}
        />
      )}
    </Stack>
  );
};
