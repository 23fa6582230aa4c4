import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { actorFromSession, annualSavingPercent, can, trialOffer } from '@casebridge/domain';
import type { BillingType, PlanType, PreviousSummary } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { apiFailure } from '../../shared/serverErrors.ts';
import { usePreviousSummaryReader } from './api.ts';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { BillingTypeSelector } from './BillingTypeSelector.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { PlanCards } from './PlanCards.tsx';
import { PreviousBenefitsStep } from './PreviousBenefitsStep.tsx';
import { UnauthorizedModal } from './UnauthorizedModal.tsx';
import { useChoosePlan } from './useChoosePlan.ts';
import type { PlanChoice } from './useChoosePlan.ts';
import { useSubscriptionSetup } from './useSubscriptionSetup.ts';
import type { SetupState } from './useSubscriptionSetup.ts';

type Step =
  | { step: 'plans' }
  | { step: 'previous'; choice: PlanChoice; summary: PreviousSummary }
  | { step: 'payment'; choice: PlanChoice; back: Step };

type Ready = Extract<SetupState, { status: 'ready' }>;

/**
 * /subscription: choose the company's plan (SPEC.md 2.6 upgrade steps: 1 plan cards, 2 previous-benefits
 * choice for Premium when the company had them, 3 payment form). Basic is saved at once; a paid plan goes to
 * the payment step. Only an owner or admin may pay: anyone else gets the unauthorized modal (the API refuses
 * too). Success goes to the dashboard, where the Complete Your Account panel takes over.
 */
export const SubscriptionPage = () => {
  const setup = useSubscriptionSetup();
  usePageTitle('Choose your plan');
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Choose your plan
      </Typography>
      {setup.status === 'loading' && <CircularProgress aria-label="Loading the plans" />}
      {setup.status === 'failed' && (
        <Alert severity="error" action={<Button onClick={setup.retry}>Retry</Button>}>
          The plans could not be loaded. Please try again.
        </Alert>
      )}
      {setup.status === 'ready' && <PlanChooser setup={setup} />}
    </Box>
  );
};

const PlanChooser = ({ setup }: { setup: Ready }) => {
  const { account, pricing } = setup;
  const { company, subscription } = account;
  const readPreviousSummary = usePreviousSummaryReader();
  const notify = useNotify();
  const current = useSession();
  const canPay = current ? can(actorFromSession(current), 'subscription.pay') : false;
  const [billing, setBilling] = useState<BillingType>(subscription?.billingType ?? 'MONTHLY');
  const [step, setStep] = useState<Step>({ step: 'plans' });
  const [busy, setBusy] = useState<PlanType | null>(null);
  const [unauthorized, setUnauthorized] = useState(false);
  const choose = useChoosePlan(company.id, () => {
    setUnauthorized(true);
    setStep({ step: 'plans' });
  });

  const onChoose = async (planType: PlanType) => {
    if (!canPay) return setUnauthorized(true);
    const plan = { planType, billingType: billing, companyType: company.type };
    const trial = trialOffer({ ...plan, subscription, pricing, now: new Date() });
    const choice: PlanChoice = { planType, billingType: billing, trial };
    setBusy(planType);
    try {
      if (planType === 'BASIC') return await choose(choice);
      // A failed previous-summary call is ignored: the flow goes on to the payment (SPEC.md 8).
      const summary =
        planType === 'PRO' && subscription
          ? await readPreviousSummary(subscription.id, billing === 'ANNUAL').catch(() => null)
          : null;
      const plans: Step = { step: 'plans' };
      const hasBenefits = summary && (summary.professionals.length > 0 || summary.addresses.length > 0);
      setStep(hasBenefits ? { step: 'previous', choice, summary } : { step: 'payment', choice, back: plans });
    } catch (error) {
      notify(apiFailure(error).message, { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{company.name}</Typography>
      {step.step === 'plans' && (
        <>
          <BillingTypeSelector
            value={billing}
            onChange={setBilling}
            savingPercent={company.type === 'FACILITY' ? 0 : annualSavingPercent(pricing)}
          />
          <PlanCards
            pricing={pricing}
            companyType={company.type}
            billingType={billing}
            subscription={subscription}
            busy={busy}
            onChoose={(planType) => void onChoose(planType)}
          />
        </>
      )}
      {step.step === 'previous' && (
        <PreviousBenefitsStep
          summary={step.summary}
          billingType={step.choice.billingType}
          onBack={() => setStep({ step: 'plans' })}
          onContinue={(keep) =>
            setStep({ step: 'payment', choice: { ...step.choice, previousBenefits: keep }, back: step })
          }
        />
      )}
      {step.step === 'payment' && (
        <PaymentStep
          choice={step.choice}
          cardOnFile={subscription?.creditCard ?? null}
          defaultEmail={account.user.email}
          pay={(card) => choose(step.choice, card)}
          onBack={() => setStep(step.back)}
        />
      )}
      <UnauthorizedModal open={unauthorized} onClose={() => setUnauthorized(false)} />
    </Stack>
  );
};
