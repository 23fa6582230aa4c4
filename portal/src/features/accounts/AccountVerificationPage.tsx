import { useEffect, useState } from 'react';
import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import { ACCOUNT_PATHS, MESSAGES } from '@casebridge/domain';
import type { AccountSummary } from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';
import { AccountCard } from './AccountCard.tsx';
import { AlreadyVerified, alreadyVerifiedOn409 } from './AlreadyVerified.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { CodeEntryForm } from './CodeEntryForm.tsx';

type Load =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; account: AccountSummary };

/** /account-verification/{accountId}: the account (masked e-mail), then the code as on /verify/{email}. */
export const AccountVerificationPage = () => {
  const { accountId = '' } = useParams();
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    dataProvider.getAccountSummary(accountId).then(
      (account) => live && setLoad({ state: 'ready', account }),
      (error: unknown) => {
        const { status, message } = apiFailure(error);
        if (live) setLoad({ state: 'failed', message: status === 404 ? MESSAGES.accountNotFound : message });
      },
    );
    return () => {
      live = false;
    };
  }, [dataProvider, accountId]);

  const verify = async (code: string) => {
    await dataProvider.verifyAccount({ accountId, code });
    void navigate(ACCOUNT_PATHS.afterVerification, { replace: true });
  };

  return (
    <AccountCard title="Verify your account">
      {load.state === 'loading' && (
        <Stack direction="row" spacing={1} alignItems="center" role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>Loading the account…</Typography>
        </Stack>
      )}
      {load.state === 'failed' && <Alert severity="error">{load.message}</Alert>}
      {load.state === 'ready' && load.account.verified && <AlreadyVerified />}
      {load.state === 'ready' && !load.account.verified && (
        <>
          <Typography>
            Account: <strong>{load.account.email}</strong>
          </Typography>
          <CodeEntryForm
            submitLabel="Verify"
            onVerify={verify}
            onResend={() => dataProvider.sendVerificationCode({ accountId })}
            renderFailure={alreadyVerifiedOn409}
          />
        </>
      )}
    </AccountCard>
  );
};
