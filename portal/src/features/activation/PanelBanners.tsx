import { useState } from 'react';
import { Alert, AlertTitle, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { COMPANY_PROFILE_FIELD_LABELS, MESSAGES, companyProfileGaps } from '@casebridge/domain';
import type { Company } from '@casebridge/domain';
import { InfoAnswerDialog } from './InfoAnswerDialog.tsx';

export const MY_ACCOUNT_PATH = '/my-account';
export const SUBSCRIPTION_PATH = '/subscription';

export const WaitingBanner = () => (
  <Alert severity="info">
    <AlertTitle>{MESSAGES.waitingValidation}</AlertTitle>
    {MESSAGES.validationNotice}
  </Alert>
);

/** 'More Information Required' with the staff's message and the owner's way to answer it (message and files). */
export const InfoRequiredBanner = ({ company }: { company: Company }) => {
  const [answering, setAnswering] = useState(false);
  return (
    <>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => setAnswering(true)}>
            Answer
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
      {answering && <InfoAnswerDialog company={company} open onClose={() => setAnswering(false)} />}
    </>
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
