import { useState } from 'react';
import { Alert, Button, Dialog, DialogContent, DialogTitle, IconButton, Stack } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useNotify } from 'react-admin';
import { BILLING_TYPE_LABELS, annualSavingPercent, trialOffer, upgradeChoices } from '@casebridge/domain';
import type {
  BillingType,
  Company,
  PlanPricing,
  PlanType,
  PreviousSummary,
  Subscription,
} from '@casebridge/domain';
import { apiFailure } from '../../shared/serverErrors.ts';
import { usePreviousSummaryReader } from './api.ts';
import { BillingTypeSelector } from './BillingTypeSelector.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { PlanCards } from './PlanCards.tsx';
import { PreviousBenefitsStep } from './PreviousBenefitsStep.tsx';
import { useChoosePlan } from './useChoosePlan.ts';
import type { PlanChoice } from './useChoosePlan.ts';

type Step =
  | { step: 'plans' }
  | { step: 'previous'; choice: PlanChoice; summary: PreviousSummary }
  | { step: 'payment'; choice: PlanChoice; back: Step };

export interface UpgradeDialogProps {
  company: Company;
  subscription: Subscription | null;
  pricing: PlanPricing;
  defaultEmail: string;
  onClose: () => void;
  /** The API refused the caller (403): the parent shows the unauthorized modal. */
  onUnauthorized: () => void;
}

const TITLES: Record<Step['step'], string> = {
  plans: 'Upgrade your plan',
  previous: 'Your previous benefits',
  payment: 'Payment information',
};

/**
 * The upgrade modal (SPEC.md 2.6, 4 "Upgrade flow"): 1 plan cards limited to the subscription's upgrade targets
 * (accountPlan.ts upgradeChoices), 2 for Premium the previous benefits when the previous summary has some (a
 * failed call goes straight to payment), 3 the payment form with the cart. Back returns to the prior step, or
 * closes from the first.
 */
export const UpgradeDialog = (props: UpgradeDialogProps) => {
  const { company, subscription, pricing, defaultEmail, onClose, onUnauthorized } = props;
  const notify = useNotify();
  const readPreviousSummary = usePreviousSummaryReader();
  const first: BillingType = subscription?.billingType ?? 'MONTHLY';
  const [billing, setBilling] = useState<BillingType>(
    upgradeChoices(subscription, first).length > 0 ? first : first === 'MONTHLY' ? 'ANNUAL' : 'MONTHLY',
  );
  const [step, setStep] = useState<Step>({ step: 'plans' });
  const [busy, setBusy] = useState<PlanType | null>(null);
  const choose = useChoosePlan(company.id, onUnauthorized, onClose);
  const choices = upgradeChoices(subscription, billing);

  const onChoose = async (planType: PlanType) => {
    const plan = { planType, billingType: billing, companyType: company.type };
    const choice: PlanChoice = {
      ...plan,
      trial: trialOffer({ ...plan, subscription, pricing, now: new Date() }),
    };
    setBusy(planType);
    try {
      if (planType === 'BASIC') return await choose(choice);
      const summary =
        planType === 'PRO' && subscription
          ? await readPreviousSummary(subscription.id, billing === 'ANNUAL').catch(() => null)
          : null;
      const hasBenefits = summary && (summary.professionals.length > 0 || summary.addresses.length > 0);
      setStep(
        hasBenefits
          ? { step: 'previous', choice, summary }
          : { step: 'payment', choice, back: { step: 'plans' } },
      );
    } catch (error) {
      notify(apiFailure(error).message, { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="upgrade-title" maxWidth="lg" fullWidth>
      <DialogTitle id="upgrade-title">
        {TITLES[step.step]}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {step.step === 'plans' && (
          <Stack spacing={3} sx={{ pt: 1 }}>
            <BillingTypeSelector
              value={billing}
              onChange={setBilling}
              savingPercent={company.type === 'FACILITY' ? 0 : annualSavingPercent(pricing)}
            />
            {choices.length === 0 ? (
              <Alert severity="info">
                There is no upgrade from your plan with {BILLING_TYPE_LABELS[billing].toLowerCase()} billing.
              </Alert>
            ) : (
              <PlanCards
                pricing={pricing}
                companyType={company.type}
                billingType={billing}
                subscription={subscription}
                busy={busy}
                planTypes={choices}
                onChoose={(planType) => void onChoose(planType)}
              />
            )}
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={onClose}>Back</Button>
            </Stack>
          </Stack>
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
            defaultEmail={defaultEmail}
            pay={(card) => choose(step.choice, card)}
            onBack={() => setStep(step.back)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
};
