import { Box, CircularProgress, Paper, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import type { ClaimantProfileValues } from '@casebridge/domain';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useMyClaimant, useUpdateMyClaimant } from './api.ts';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { ClaimantProfileForm } from './ClaimantProfileForm.tsx';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { useClaimantText } from './useClaimantText.ts';

const CLAIMANT_DASHBOARD_PATH = '/claimant/dashboard';

/**
 * /claimant/complete-profile (SPEC.md 2.1): the claimant's profile from GET /claimants/me, saved with
 * PUT /claimants/me (which marks it complete), then the claimant dashboard. In the claimant's language.
 */
export const ClaimantCompleteProfilePage = () => {
  const { t, message } = useClaimantText();
  usePageTitle(t('claimant.profile.title'));
  const notify = useNotify();
  const navigate = useNavigate();
  const claimantQuery = useMyClaimant();
  const updateMyClaimant = useUpdateMyClaimant();
  const claimant = claimantQuery.data;
  // A retry after a failure shows the loading state again.
  const loading = claimantQuery.isPending || (claimantQuery.isError && claimantQuery.isFetching);
  const failure = !loading && claimantQuery.isError ? message(apiFailure(claimantQuery.error).message) : null;

  const save = async (values: ClaimantProfileValues) => {
    await updateMyClaimant.mutateAsync(values);
    notify(t('claimant.profile.saved'), { type: 'success' });
    void navigate(CLAIMANT_DASHBOARD_PATH);
  };

  return (
    <Paper variant="outlined" sx={{ maxWidth: 720, mx: 'auto', p: { xs: 3, md: 4 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('claimant.profile.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('claimant.profile.intro')}
        {claimant && t('claimant.profile.signedInAs', { email: claimant.email })}
      </Typography>
      {loading && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('claimant.profile.loading')}</Typography>
        </Box>
      )}
      {failure && (
        <LoadFailure
          error={claimantQuery.error}
          onRetry={claimantQuery.refetch}
          retryLabel={t('claimant.tryAgain')}
        >
          {failure}
        </LoadFailure>
      )}
      {claimant && <ClaimantProfileForm claimant={claimant} onSave={save} />}
    </Paper>
  );
};
