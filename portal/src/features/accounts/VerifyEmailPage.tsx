import { Link, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ACCOUNT_PATHS, LIMITS, MESSAGES, format } from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';
import { AccountCard } from './AccountCard.tsx';
import { alreadyVerifiedOn409 } from './AlreadyVerified.tsx';
import { CodeEntryForm } from './CodeEntryForm.tsx';

/**
 * /verify/{email}: the code e-mailed at sign-up. Once accepted the user is signed in (the data provider stores
 * the session) and goes on to plan selection.
 */
export const VerifyEmailPage = () => {
  const { email = '' } = useParams();
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const navigate = useNavigate();

  const verify = async (code: string) => {
    await dataProvider.verifyAccount({ email, code });
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
        onResend={() => dataProvider.sendVerificationCode({ email })}
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
