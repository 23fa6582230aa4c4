import { useState } from 'react';
import { Alert, Button, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import {
  MESSAGES,
  PLAN_LABELS,
  annualSavingPercent,
  annualSwitchTarget,
  downgradeChoices,
  format,
  formatPrice,
  formatUsd,
  parsePlanKey,
  planKeyLabel,
  planPeriodPrice,
} from '@casebridge/domain';
import type { Company, PlanKey, PlanPricing, Subscription } from '@casebridge/domain';
import { useQuote, useSavePaymentMethod } from './api.ts';
import { annualChargeText, downgradeChargeText, endOf, keepPlanChargeText } from './planChangeCharges.ts';
import { PlanChangeConfirm } from './PlanChangeConfirm.tsx';

export interface OwnPlanDialogProps {
  company: Company;
  subscription: Subscription;
  pricing: PlanPricing;
  onClose: () => void;
  onUnauthorized: () => void;
}

const priceOf = (pricing: PlanPricing, company: Company, key: PlanKey) => {
  const { planType, billingType } = parsePlanKey(key);
  const cents = planPeriodPrice(pricing, planType, billingType, company.type);
  return cents === 0 ? 'Free' : formatPrice(cents, billingType);
};

/** Downgrade: the allowed downgrade targets; the plan and billing stay until the period already paid for ends. */
export const DowngradeDialog = ({ company, subscription, pricing, ...rest }: OwnPlanDialogProps) => {
  const save = useSavePaymentMethod(company.id);
  const notify = useNotify();
  const choices = downgradeChoices(subscription);
  const [target, setTarget] = useState<PlanKey | ''>('');
  const current = planKeyLabel(`${subscription.planType}_${subscription.billingType}`);
  const confirm = async () => {
    if (!target) return;
    const { planType, billingType } = parsePlanKey(target);
    await save.mutateAsync({ upgradeTo: planType, billingType });
    const values = { plan: planKeyLabel(target), date: endOf(subscription), current };
    notify(format(MESSAGES.downgradeScheduled, values), { type: 'success' });
  };
  return (
    <PlanChangeConfirm
      title="Downgrade your plan"
      confirmLabel="Downgrade"
      onConfirm={confirm}
      disabled={!target}
      {...rest}
    >
      <Stack spacing={2}>
        <Typography>
          You keep {current} until {endOf(subscription)}; the new plan starts then. Nothing is charged now.
        </Typography>
        <RadioGroup
          aria-label="New plan"
          value={target}
          onChange={(event) => setTarget(event.target.value as PlanKey)}
        >
          {choices.map((key) => (
            <FormControlLabel
              key={key}
              value={key}
              control={<Radio />}
              label={`${planKeyLabel(key)} · ${priceOf(pricing, company, key)}`}
            />
          ))}
        </RadioGroup>
        {target && (
          <Typography role="status">{downgradeChargeText(pricing, company, subscription, target)}</Typography>
        )}
      </Stack>
    </PlanChangeConfirm>
  );
};

/** Cancel Downgrade: the pending downgrade is dropped and the plan goes on. */
export const CancelDowngradeDialog = ({ company, subscription, pricing, ...rest }: OwnPlanDialogProps) => {
  const save = useSavePaymentMethod(company.id);
  const notify = useNotify();
  const plan = PLAN_LABELS[subscription.planType];
  const next = subscription.downgradeTo;
  const confirm = async () => {
    await save.mutateAsync({ upgradeTo: subscription.planType, billingType: subscription.billingType });
    notify(format(MESSAGES.downgradeCanceled, { plan }), { type: 'success' });
  };
  return (
    <PlanChangeConfirm
      title={MESSAGES.cancelDowngrade}
      confirmLabel={MESSAGES.cancelDowngrade}
      onConfirm={confirm}
      {...rest}
    >
      <Stack spacing={1}>
        <Typography>
          {next
            ? `Your plan was to change to ${planKeyLabel(`${next.planType}_${next.billingType}`)} on ${endOf(subscription)}. `
            : ''}
          Cancel the downgrade to keep {plan}.
        </Typography>
        <Typography color="text.secondary">{keepPlanChargeText(pricing, company, subscription)}</Typography>
      </Stack>
    </PlanChangeConfirm>
  );
};

/**
 * 'Switch to Annual and save': the annual saving percentage, the new price and what is charged when (the quote),
 * then the switch; it waits for the quote, so nothing is confirmed without knowing the charge.
 */
export const SwitchToAnnualDialog = ({ company, subscription, pricing, ...rest }: OwnPlanDialogProps) => {
  const save = useSavePaymentMethod(company.id);
  const notify = useNotify();
  const target = annualSwitchTarget(subscription);
  const quote = useQuote({ upgradeTo: subscription.planType, billingType: 'ANNUAL' });
  const saving = company.type === 'FACILITY' ? 0 : annualSavingPercent(pricing);
  const confirm = async () => {
    await save.mutateAsync({ upgradeTo: subscription.planType, billingType: 'ANNUAL' });
    notify(MESSAGES.switchedToAnnual, { type: 'success' });
  };
  const due = quote.data;
  return (
    <PlanChangeConfirm
      title={MESSAGES.switchToAnnual}
      confirmLabel={
        due && due.dueAmount > 0 ? `Switch to Annual and pay ${formatUsd(due.dueAmount)}` : 'Switch to Annual'
      }
      onConfirm={confirm}
      disabled={!target || !due}
      {...rest}
    >
      {target ? (
        <Stack spacing={1}>
          {saving > 0 && (
            <Typography variant="h6" component="p">
              {format(MESSAGES.saveAnnualPercent, { n: saving })}
            </Typography>
          )}
          <Typography>
            New price: <strong>{priceOf(pricing, company, target)}</strong> ({planKeyLabel(target)}), instead
            of {priceOf(pricing, company, `${subscription.planType}_MONTHLY`)}.
          </Typography>
          {quote.isPending && <Typography color="text.secondary">Working out what is charged…</Typography>}
          {quote.isError && (
            <Alert severity="error" action={<Button onClick={() => void quote.refetch()}>Retry</Button>}>
              What the switch charges could not be loaded.
            </Alert>
          )}
          {due && <Typography role="status">{annualChargeText(due, subscription)}</Typography>}
        </Stack>
      ) : (
        <Typography>Your plan is already billed annually, or cannot switch now.</Typography>
      )}
    </PlanChangeConfirm>
  );
};
