import { Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { apiFailure } from '../../shared/serverErrors.ts';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useReferral } from './api.ts';
import { ReferralAnswerActions } from './ReferralAnswerActions.tsx';
import { ReferralDetails } from './ReferralDetails.tsx';
import { ReferralStatusChip } from './ReferralStatusChip.tsx';
import { LoadFailure } from '../../shared/LoadFailure.tsx';

const BackLink = () => (
  <Link component={RouterLink} to="/case-invites">
    ← All case invites
  </Link>
);

/**
 * /case-invites/{id} (issue 13): what the invited provider or facility may see of the case (no claimant
 * before it accepts), and its answers while the invite is pending: accept, reject with a reason, assign.
 */
export const CaseInviteDetailsPage = () => {
  const { id = '' } = useParams();
  const query = useReferral(id);
  const r = query.data;
  usePageTitle(r ? `Case invite ${r.folio}` : 'Case invite');

  if (!r) {
    const failure = query.isError ? apiFailure(query.error) : null;
    return (
      <Stack spacing={2}>
        <BackLink />
        <Typography variant="h4" component="h1">
          Case invite
        </Typography>
        {!failure && <Typography role="status">Loading the invite…</Typography>}
        {failure && (
          <LoadFailure error={query.error} {...(failure.status === 404 ? {} : { onRetry: query.refetch })}>
            {failure.status === 404
              ? 'This invite does not exist or was not sent to your company.'
              : failure.message}
          </LoadFailure>
        )}
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <BackLink />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h4" component="h1">
            Case invite {r.folio}
          </Typography>
          <ReferralStatusChip status={r.status} />
        </Stack>
        <ReferralAnswerActions referral={r} />
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ReferralDetails referral={r} />
      </Paper>
    </Stack>
  );
};
