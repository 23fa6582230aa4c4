import { Link, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ACCOUNT_PATHS, LIMITS, MESSAGES, format } from '@casebridge/domain';
import { AccountCard } from './AccountCard.tsx';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useResendPasswordReset, useVerifyPasswordReset } from './api.ts';
import { CodeEntryForm } from './CodeEntryForm.tsx';
import { saveResetGrant } from './resetGrant.ts';

/**
 * /reset-password/{email}: the password-reset code. The accepted code's one-time token is kept for this tab,
 * then the user chooses the new password on /password-update/{email}.
 */
export const ResetCodePage = () => {
  const { email = '' } = useParams();
  usePageTitle('Enter the verification code');
  const navigate = useNavigate();
  const verifyReset = useVerifyPasswordReset();
  const resend = useResendPasswordReset();

  const verify = async (code: string) => {
    const grant = await verifyReset.mutateAsync({ email, code });
    saveResetGrant(email, grant);
    void navigate(ACCOUNT_PATHS.setPassword(email), { replace: true });
  };

  return (
    <AccountCard
      title="Enter the verification code"
      intro={format(MESSAGES.verificationCodeSentTo, {
        email,
        minutes: LIMITS.verificationCodeTtlMinutes,
      })}
    >
      <CodeEntryForm submitLabel="Continue" onVerify={verify} onResend={() => resend.mutateAsync(email)} />
      <Typography variant="body2">
        Not your e-mail?{' '}
        <Link component={RouterLink} to={ACCOUNT_PATHS.requestReset}>
          Use another e-mail
        </Link>
      </Typography>
    </AccountCard>
  );
};
