import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { apiFailure } from '../../shared/serverErrors.ts';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useMyClaimant, useMyClaimantCases } from './api.ts';
import { ClaimantCaseCard } from './ClaimantCaseCard.tsx';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { useClaimantText } from './useClaimantText.ts';

/**
 * /claimant/dashboard (SPEC.md 2.1, issue 11): the claimant's own cases, read-only (GET /claimants/me/cases),
 * each with what happens next, and the profile completion link while their profile is incomplete. In the
 * claimant's language (issue 16).
 */
export const ClaimantDashboardPage = () => {
  const { t, message } = useClaimantText();
  usePageTitle(t('claimant.dashboard.title'));
  const profile = useMyClaimant();
  const cases = useMyClaimantCases();
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {t('claimant.dashboard.title')}
      </Typography>
      {profile.data && !profile.data.profileComplete && (
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to="/claimant/complete-profile" color="inherit">
              {t('claimant.dashboard.completeProfile')}
            </Button>
          }
        >
          {t('claimant.profileIncomplete')}
        </Alert>
      )}
      {cases.isPending && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('claimant.dashboard.loading')}</Typography>
        </Box>
      )}
      {cases.isError && (
        <LoadFailure error={cases.error} onRetry={cases.refetch} retryLabel={t('claimant.tryAgain')}>
          {message(apiFailure(cases.error).message)}
        </LoadFailure>
      )}
      {cases.isSuccess && cases.data.total === 0 && (
        <Typography color="text.secondary">{t('claimant.noCases')}</Typography>
      )}
      {cases.data?.data.map((legalCase) => (
        <ClaimantCaseCard key={legalCase.id} legalCase={legalCase} />
      ))}
    </Stack>
  );
};
