import { useState } from 'react';
import { Alert, AlertTitle, Button, CircularProgress, Link, Typography } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { COMPANY_PROFILE_FIELD_LABELS, MESSAGES, companyProfileGaps } from '@casebridge/domain';
import type { Company } from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';

export const MY_ACCOUNT_PATH = '/my-account';
export const SUBSCRIPTION_PATH = '/subscription';

export const WaitingBanner = () => (
  <Alert severity="info">
    <AlertTitle>{MESSAGES.waitingValidation}</AlertTitle>
    {MESSAGES.validationNotice}
  </Alert>
);

/** 'More Information Required' with the staff's message and a way to send the account back for review. */
export const InfoRequiredBanner = ({ company, onSent }: { company: Company; onSent: () => void }) => {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await dataProvider.revalidateAccount();
      notify(MESSAGES.revalidateSent, { type: 'success' });
      onSent();
    } catch {
      notify(MESSAGES.genericError, { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Alert
      severity="warning"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => void send()}
          disabled={sending}
          startIcon={sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Send for review
        </Button>
      }
    >
      <AlertTitle>{MESSAGES.moreInfoRequired}</AlertTitle>
      {MESSAGES.moreInfoRequiredHint}
      {company.infoRequestMessage && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Message from CaseBridge: “{company.infoRequestMessage}”
        </Typography>
      )}
    </Alert>
  );
};

export const ChoosePlanBanner = () => (
  <Alert
    severity="warning"
    action={
      <Button component={RouterLink} to={SUBSCRIPTION_PATH} color="inherit" size="small">
        Choose a plan
      </Button>
    }
  >
    {MESSAGES.noPlanChosen}
  </Alert>
);

/** The payment error banner: a link to My Account, plain text when already there (SPEC.md 2.5). */
export const PaymentErrorBanner = ({ onMyAccount }: { onMyAccount: boolean }) => (
  <Alert severity="error">
    <AlertTitle>{MESSAGES.paymentError}</AlertTitle>
    {onMyAccount ? (
      <span>{MESSAGES.overlayPaymentError}</span>
    ) : (
      <Link component={RouterLink} to={MY_ACCOUNT_PATH} color="inherit">
        {MESSAGES.overlayPaymentError}
      </Link>
    )}
  </Alert>
);

/** 'Improve your Company profile': lists the empty fields; its link opens the company edit modal. */
export const ImproveProfileBanner = ({ company, onOpen }: { company: Company; onOpen: () => void }) => {
  const missing = companyProfileGaps(company).map((field) => COMPANY_PROFILE_FIELD_LABELS[field]);
  return (
    <Alert severity="info">
      <Link component="button" type="button" onClick={onOpen} color="inherit" sx={{ fontWeight: 600 }}>
        {MESSAGES.improveProfile}
      </Link>
      <Typography variant="body2">Still empty: {missing.join(', ')}.</Typography>
    </Alert>
  );
};
