import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { MESSAGES, PUBLIC_ACTIONS } from '@casebridge/domain';

/** 'This account is already verified' with the way to sign in. */
export const AlreadyVerified = () => (
  <Alert severity="info">
    {MESSAGES.accountAlreadyVerified}{' '}
    <Link component={RouterLink} to={PUBLIC_ACTIONS.logIn.path}>
      {PUBLIC_ACTIONS.logIn.label}
    </Link>
  </Alert>
);

/** For CodeEntryForm: a 409 answer means the account is verified already. */
export const alreadyVerifiedOn409 = (status: number | null) =>
  status === 409 ? <AlreadyVerified /> : undefined;
