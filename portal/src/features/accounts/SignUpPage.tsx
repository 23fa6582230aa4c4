import { Link, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PUBLIC_ACTIONS } from '@casebridge/domain';
import { AccountCard } from './AccountCard.tsx';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { SignUpForm } from './SignUpForm.tsx';

/**
 * /sign-up (query: grsf referral id, email): registration. The e-mail is prefilled and the referral id is
 * kept and sent with the form, so the referrer is credited.
 */
export const SignUpPage = () => {
  const [params] = useSearchParams();
  usePageTitle('Sign up');
  return (
    <AccountCard
      title="Create your CaseBridge account"
      intro="Attorneys, health providers and facilities start here. We will e-mail you a code to verify your address."
      maxWidth={640}
    >
      <SignUpForm email={params.get('email') ?? ''} grsf={params.get('grsf')} />
      <Typography variant="body2">
        Already have an account?{' '}
        <Link component={RouterLink} to={PUBLIC_ACTIONS.logIn.path}>
          {PUBLIC_ACTIONS.logIn.label}
        </Link>
      </Typography>
    </AccountCard>
  );
};
