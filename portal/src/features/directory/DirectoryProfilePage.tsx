import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { addressIdFromParam } from '@casebridge/domain';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { SIGN_IN_PATH } from '../../shared/paths.ts';
import { apiFailure } from '../../shared/serverErrors.ts';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useDirectoryProfile } from './api.ts';
import { DirectoryProfileActions } from './DirectoryProfileActions.tsx';
import { DirectoryProfileView } from './DirectoryProfileView.tsx';

export const PROFILE_NOT_FOUND = 'This profile is not available in the directory.';

function ProfileScreen({ addressId, signedIn }: { addressId: string | null; signedIn: boolean }) {
  const id = useParams().userId ?? '';
  const profile = useDirectoryProfile(id);
  usePageTitle(profile.data ? profile.data.name : 'Directory profile');
  if (profile.isPending) return <Typography role="status">Loading the profile…</Typography>;
  if (profile.isError) {
    const missing = apiFailure(profile.error).status === 404;
    return missing ? (
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          Directory profile
        </Typography>
        <Alert severity="warning">{PROFILE_NOT_FOUND}</Alert>
      </Stack>
    ) : (
      <LoadFailure error={profile.error} onRetry={() => profile.refetch()} />
    );
  }
  const data = profile.data;
  return (
    <DirectoryProfileView
      profile={data}
      addressId={addressId}
      signedIn={signedIn}
      actions={
        signedIn ? (
          <DirectoryProfileActions profile={data} addressId={addressId ?? ''} />
        ) : (
          <Stack spacing={1} sx={{ alignItems: { sm: 'flex-end' } }} component="aside" aria-label="Contact">
            <Typography variant="body2">Sign up to contact {data.name} on CaseBridge.</Typography>
            <Stack direction="row" spacing={1}>
              <Button component={RouterLink} to="/sign-up" variant="contained">
                Sign up
              </Button>
              <Button component={RouterLink} to={SIGN_IN_PATH}>
                Log in
              </Button>
            </Stack>
          </Stack>
        )
      }
    />
  );
}

/** /health-provider/details/{id}?&address-id={addressId} (and facility, attorney): no login. */
export const PublicProfilePage = () => {
  const [params] = useSearchParams();
  return <ProfileScreen addressId={params.get('address-id')} signedIn={false} />;
};

/** /health-provider/{id}/details/address-id={addressId} (and facility, attorney): signed in, with the actions. */
export const DirectoryProfilePage = () => {
  const param = useParams().addressId;
  return <ProfileScreen addressId={param ? addressIdFromParam(param) : null} signedIn />;
};
