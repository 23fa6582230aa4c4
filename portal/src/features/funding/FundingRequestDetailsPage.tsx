import { useState } from 'react';
import { Button, Link, Paper, Stack, Typography } from '@mui/material';
import { ShowBase, useShowContext } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router';
import { actorFromSession, isFactoring } from '@casebridge/domain';
import type { FundingRequestView } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { FUNDING_RESOURCE } from './api.ts';
import { ConfirmFundingDialog } from './ConfirmFundingDialog.tsx';
import { FundedByYou } from './FundedByYou.tsx';
import { FundingCaseFacts } from './FundingCaseFacts.tsx';
import { FundingHistory } from './FundingHistory.tsx';
import { FundingRequestDetails } from './FundingRequestDetails.tsx';
import { fundingMoves } from './fundingMoves.ts';
import { RejectFundingDialog } from './RejectFundingDialog.tsx';

/**
 * /funding-request-details/{id} (factoring companies, issue 14): the request, the case's facts to underwrite
 * (firm, folio, type, status, accident, police report, policy limit, bills so far), its history, and while it is
 * pending Accept (with a confirmation) or Reject (with a reason).
 */
export const FundingRequestDetailsPage = () => {
  usePageTitle('Funding request');
  const { id = '' } = useParams();
  return (
    <ShowBase<FundingRequestView> resource={FUNDING_RESOURCE} id={id} queryOptions={{ retry: false }}>
      <FundingRequestScreen />
    </ShowBase>
  );
};

const FundingRequestScreen = () => {
  const { record, isPending, error, refetch } = useShowContext<FundingRequestView>();
  const current = useSession();
  const [deciding, setDeciding] = useState<'APPROVED' | 'REJECTED' | null>(null);
  const back = (
    <Link component={RouterLink} to="/funding-requests">
      ← All funding requests
    </Link>
  );
  if (isPending) return <Typography role="status">Loading the funding request…</Typography>;
  if (error || !record) {
    // A missing request (or one sent to another company: 404 too) is not fixed by trying again.
    const missing = apiFailure(error).status === 404;
    return (
      <Stack spacing={2}>
        {back}
        <LoadFailure error={error} onRetry={missing ? undefined : () => refetch()}>
          {missing ? 'This funding request does not exist.' : undefined}
        </LoadFailure>
      </Stack>
    );
  }
  const moves = fundingMoves(current, record);

  return (
    <Stack spacing={2}>
      {back}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h4" component="h1">
          Funding request
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {moves.includes('APPROVED') && (
            <Button variant="contained" onClick={() => setDeciding('APPROVED')}>
              Accept
            </Button>
          )}
          {moves.includes('REJECTED') && (
            <Button variant="outlined" color="error" onClick={() => setDeciding('REJECTED')}>
              Reject
            </Button>
          )}
        </Stack>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FundingRequestDetails request={record} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          The case
        </Typography>
        <FundingCaseFacts requestId={record.id} />
        {current && isFactoring(actorFromSession(current)) && <FundedByYou caseId={record.caseId} />}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          History
        </Typography>
        <FundingHistory history={record.history} label="History of the request" />
      </Paper>
      {deciding === 'APPROVED' && (
        <ConfirmFundingDialog
          request={record}
          status="APPROVED"
          title="Accept this funding request?"
          text="The law firm is told that you accept it."
          confirmLabel="Accept"
          done="Funding request accepted"
          onClose={() => setDeciding(null)}
        />
      )}
      {deciding === 'REJECTED' && (
        <RejectFundingDialog
          request={record}
          status="REJECTED"
          title="Reject this funding request"
          onClose={() => setDeciding(null)}
        />
      )}
    </Stack>
  );
};
