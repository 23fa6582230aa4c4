import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useClaimantDashboard } from './api.ts';
import { ClaimantCaseCard } from './ClaimantCaseCard.tsx';

const PROFILE_PATH = '/claimant/complete-profile';

/**
 * /claimant/dashboard (issue 11): the claimant's own cases, read-only (status, attorney, providers, next
 * appointment), and the way to complete their profile.
 */
export const ClaimantDashboardPage = () => {
  usePageTitle('Your cases');
  const query = useClaimantDashboard();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Your cases
      </Typography>
      {query.isPending && <Typography role="status">Loading your cases…</Typography>}
      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        >
          {apiFailure(query.error).message}
        </Alert>
      )}
      {query.data && (
        <>
          {query.data.profileComplete ? (
            <Typography>
              <Link component={RouterLink} to={PROFILE_PATH}>
                Edit your profile
              </Link>
            </Typography>
          ) : (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" component={RouterLink} to={PROFILE_PATH}>
                  Complete your profile
                </Button>
              }
            >
              Your profile is not complete yet: your attorney and providers need it to reach you.
            </Alert>
          )}
          {query.data.cases.length === 0 && (
            <Typography color="text.secondary">
              You have no case yet. When a law firm opens a case for you, it appears here.
            </Typography>
          )}
          {query.data.cases.map((c) => (
            <ClaimantCaseCard key={c.id} legalCase={c} />
          ))}
        </>
      )}
    </Stack>
  );
};
