import { Suspense, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { actorFromSession, can } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { useAccount } from '../../shared/api.ts';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { usePortalText } from '../../shared/i18n/usePortalText.ts';
import { AccountDialogs } from './AccountDialogs.tsx';
import { usePricing } from './api.ts';
import { CaseResumeSection, PlanIncludesSection } from './PlanDetailsSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { SessionsSection } from './SessionsSection.tsx';
import { SubscriptionSection } from './SubscriptionSection.tsx';
import type { AccountAction } from './SubscriptionSection.tsx';

/** The action a link asks for: the header's Upgrade (?upgrade=1), the user menu's switch (?billingType=ANNUAL). */
function requestedAction(params: URLSearchParams): AccountAction | null {
  if (params.has('upgrade')) return 'upgrade';
  if (params.get('billingType') === 'ANNUAL') return 'annual';
  return null;
}

/**
 * /my-account (SPEC.md 2.1): the user's data and password link; the company's subscription, card on file, case
 * resume and plan features; where the user is signed in (issue 39); the upgrade modal, downgrade, cancel downgrade, switch to annual and change of card.
 * Only an owner or admin may change the subscription (permission subscription.pay): anyone else gets the
 * unauthorized modal and the action closes (the API answers 403 as well).
 */
export const MyAccountPage = () => {
  const { t } = usePortalText();
  usePageTitle(t('account.title'));
  const account = useAccount();
  const pricing = usePricing();
  const current = useSession();
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<AccountAction | null>(null);
  const action = chosen ?? requestedAction(params);
  const close = () => {
    setChosen(null);
    if (requestedAction(params)) setParams({}, { replace: true });
  };
  const canPay = current ? can(actorFromSession(current), 'subscription.pay') : false;

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('account.title')}
      </Typography>
      {account.isPending && <CircularProgress aria-label={t('account.loading')} />}
      {account.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void account.refetch()}>{t('account.retry')}</Button>}
        >
          {t('account.loadFailed')}
        </Alert>
      )}
      {account.data && (
        <Stack spacing={3}>
          {pricing.isError && account.data.company && (
            <Alert severity="warning" action={<Button onClick={() => void pricing.refetch()}>Retry</Button>}>
              The plan prices could not be loaded: plan changes wait for them.
            </Alert>
          )}
          <ProfileSection user={account.data.user} company={account.data.company} />
          <SessionsSection />
          {account.data.company && (
            <>
              <SubscriptionSection
                company={account.data.company}
                subscription={account.data.subscription}
                onAction={setChosen}
              />
              <PlanIncludesSection planType={account.data.subscription?.planType ?? 'BASIC'} />
              {account.data.company.type === 'ATTORNEY' && (
                <CaseResumeSection
                  company={account.data.company}
                  planType={account.data.subscription?.planType ?? 'BASIC'}
                />
              )}
            </>
          )}
        </Stack>
      )}
      {action && account.data?.company && (
        <Suspense fallback={null}>
          <AccountDialogs
            action={action}
            canPay={canPay}
            account={{ ...account.data, company: account.data.company }}
            pricing={pricing.data}
            onClose={close}
          />
        </Suspense>
      )}
    </Box>
  );
};
