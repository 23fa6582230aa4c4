import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useMyClaimant } from './api.ts';
import { ClaimantCaseList } from './ClaimantCaseList.tsx';
import { useClaimantText } from './useClaimantText.ts';

/**
 * /claimant/dashboard (SPEC.md 2.1, issue 11): the claimant's own cases, read-only (GET /claimants/me/cases),
 * each with what happens next, and the profile completion link while their profile is incomplete. In the
 * claimant's language (issue 16).
 */
export const ClaimantDashboardPage = () => {
  const { t } = useClaimantText();
  usePageTitle(t('claimant.dashboard.title'));
  const profile = useMyClaimant();
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
      <ClaimantCaseList />
    </Stack>
  );
};
