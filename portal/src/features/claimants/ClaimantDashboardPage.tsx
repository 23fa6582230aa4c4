import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { CLAIMANT_CASE_MESSAGES } from '@casebridge/domain';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useMyClaimant, useMyClaimantCases } from './api.ts';
import { ClaimantCaseCard } from './ClaimantCaseCard.tsx';
import { LoadFailure } from '../../shared/LoadFailure.tsx';

/**
 * /claimant/dashboard (SPEC.md 2.1, issue 11): the claimant's own cases, read-only (GET /claimants/me/cases),
 * each with what happens next, and the profile completion link while their profile is incomplete.
 */
export const ClaimantDashboardPage = () => {
  usePageTitle('My cases');
  const profile = useMyClaimant();
  const cases = useMyClaimantCases();
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        My cases
      </Typography>
      {profile.data && !profile.data.profileComplete && (
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to="/claimant/complete-profile" color="inherit">
              Complete your profile
            </Button>
          }
        >
          {CLAIMANT_CASE_MESSAGES.profileIncomplete}
        </Alert>
      )}
      {cases.isPending && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Loading your cases…</Typography>
        </Box>
      )}
      {cases.isError && <LoadFailure error={cases.error} onRetry={cases.refetch} />}
      {cases.isSuccess && cases.data.total === 0 && (
        <Typography color="text.secondary">{CLAIMANT_CASE_MESSAGES.noCases}</Typography>
      )}
      {cases.data?.data.map((legalCase) => (
        <ClaimantCaseCard key={legalCase.id} legalCase={legalCase} />
      ))}
    </Stack>
  );
};
