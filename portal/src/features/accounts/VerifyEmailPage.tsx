import { Link, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ACCOUNT_PATHS, LIMITS, MESSAGES, format } from '@casebridge/domain';
import { AccountCard } from './AccountCard.tsx';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useSendVerificationCode, useVerifyAccount } from './api.ts';
import { alreadyVerifiedOn409 } from './AlreadyVerified.tsx';
import { CodeEntryForm } from './CodeEntryForm.tsx';

/**
 * /verify/{email}: the code e-mailed at sign-up. Once accepted the user is signed in (the data provider stores
 * the session) and goes on to plan selection.
 */
export const VerifyEmailPage = () => {
  const { email = '' } = useParams();
  usePageTitle('Verify your e-mail');
  const navigate = useNavigate();
  const verifyAccount = useVerifyAccount();
  const sendCode = useSendVerificationCode();

  const verify = async (code: string) => {
    await verifyAccount.mutateAsync({ email, code });
    void navigate(ACCOUNT_PATHS.afterVerification, { replace: true });
  };

  return (
    <AccountCard
      title="Verify your e-mail"
      intro={format(MESSAGES.verificationCodeSentTo, {
        email,
        minutes: LIMITS.verificationCodeTtlMinutes,
      })}
    >
      <CodeEntryForm
        submitLabel="Verify"
        onVerify={verify}
        onResend={() => sendCode.mutateAsync({ email })}
        renderFailure={alreadyVerifiedOn409}
      />
      <Typography variant="body2">
        Wrong e-mail?{' '}
        <Link component={RouterLink} to={ACCOUNT_PATHS.signUp}>
          Sign up again
        </Link>
      </Typography>
    </AccountCard>
  );
};
