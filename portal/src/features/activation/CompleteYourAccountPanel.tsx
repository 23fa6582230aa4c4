import { useState } from 'react';
import { Paper, Stack, Typography } from '@mui/material';
import { useLocation } from 'react-router';
import {
  MESSAGES,
  actorFromSession,
  completePanelBanners,
  showCompleteYourAccountPanel,
} from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { CompanyEditModal } from '../companies/index.ts';
import { ActivateAccountSection } from './ActivateAccountSection.tsx';
import { useCompleteAccount } from './CompleteAccountContext.tsx';
import {
  ChoosePlanBanner,
  ImproveProfileBanner,
  InfoRequiredBanner,
  MY_ACCOUNT_PATH,
  PaymentErrorBanner,
  SUBSCRIPTION_PATH,
  WaitingBanner,
} from './PanelBanners.tsx';

/**
 * The Complete Your Account panel (SPEC.md 2.5) above the content: OWNER users of external companies only,
 * never in the directory. What it shows comes from the domain's completePanelBanners.
 */
export const CompleteYourAccountPanel = () => {
  const current = useSession();
  const { pathname } = useLocation();
  const { account, activationOpen, setActivationOpen } = useCompleteAccount();
  const [editing, setEditing] = useState(false);
  if (!current || !showCompleteYourAccountPanel(actorFromSession(current), pathname)) return null;
  const company = account?.company;
  if (!account || !company) return null;
  // On /subscription itself the plan link would point at the page the user is on.
  const banners = completePanelBanners(company, account.subscription).filter(
    (banner) => banner !== 'choosePlan' || pathname !== SUBSCRIPTION_PATH,
  );
  if (banners.length === 0) return null;

  return (
    <Paper
      component="aside"
      aria-label={MESSAGES.completeYourAccount}
      variant="outlined"
      sx={{ mx: { xs: 2, md: 4 }, mt: 3, p: { xs: 2, md: 3 } }}
    >
      <Stack spacing={2}>
        {banners.includes('activate') && (
          <Typography variant="h5" component="h2">
            {MESSAGES.completeYourAccount}
          </Typography>
        )}
        {banners.map((banner) => {
          switch (banner) {
            case 'activate':
              return (
                <ActivateAccountSection
                  key={banner}
                  account={account}
                  open={activationOpen}
                  onOpenChange={setActivationOpen}
                />
              );
            case 'waiting':
              return <WaitingBanner key={banner} />;
            case 'infoRequired':
              return <InfoRequiredBanner key={banner} company={company} />;
            case 'choosePlan':
              return <ChoosePlanBanner key={banner} />;
            case 'paymentError':
              return <PaymentErrorBanner key={banner} onMyAccount={pathname === MY_ACCOUNT_PATH} />;
            case 'improveProfile':
              return <ImproveProfileBanner key={banner} company={company} onOpen={() => setEditing(true)} />;
          }
        })}
      </Stack>
      {editing && (
        <CompanyEditModal
          company={company}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      )}
    </Paper>
  );
};
