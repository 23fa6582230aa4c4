import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { ACCOUNT_PATHS, MESSAGES } from '@casebridge/domain';
import { AccountCard } from './AccountCard.tsx';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useAccountSummary, useSendVerificationCode, useVerifyAccount } from './api.ts';
import { AlreadyVerified, alreadyVerifiedOn409 } from './AlreadyVerified.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { CodeEntryForm } from './CodeEntryForm.tsx';

/** /account-verification/{accountId}: the account (masked e-mail), then the code as on /verify/{email}. */
export const AccountVerificationPage = () => {
  const { accountId = '' } = useParams();
  usePageTitle('Verify your account');
  const navigate = useNavigate();
  const summary = useAccountSummary(accountId);
  const verifyAccount = useVerifyAccount();
  const sendCode = useSendVerificationCode();
  const account = summary.data;
  const failure = summary.error ? apiFailure(summary.error) : null;

  const verify = async (code: string) => {
    await verifyAccount.mutateAsync({ accountId, code });
    void navigate(ACCOUNT_PATHS.afterVerification, { replace: true });
  };

  return (
    <AccountCard title="Verify your account">
      {summary.isPending && (
        <Stack direction="row" spacing={1} alignItems="center" role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>Loading the account…</Typography>
        </Stack>
      )}
      {failure && (
        <Alert severity="error">{failure.status === 404 ? MESSAGES.accountNotFound : failure.message}</Alert>
      )}
      {account?.verified && <AlreadyVerified />}
      {account && !account.verified && (
        <>
          <Typography>
            Account: <strong>{account.email}</strong>
          </Typography>
          <CodeEntryForm
            submitLabel="Verify"
            onVerify={verify}
            onResend={() => sendCode.mutateAsync({ accountId })}
            renderFailure={alreadyVerifiedOn409}
          />
        </>
      )}
    </AccountCard>
  );
};
