import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import { MESSAGES, PLAN_LABELS, format } from '@casebridge/domain';
import type { BillingType, PaymentFormValues, PlanType } from '@casebridge/domain';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useSavePaymentMethod } from './api.ts';

export interface PlanChoice {
  planType: PlanType;
  billingType: BillingType;
  /** Days of the free trial this choice starts, or null (no new trial). */
  trialDays: number | null;
  /** Premium: keep the previous Premium benefits. */
  previousBenefits?: boolean;
}

export const AFTER_PLAN_PATH = '/dashboard';

/**
 * Saves a plan choice (with a card, or none for Basic or a card on file): on success a toast and the dashboard
 * (the mutation refreshes the account, so the Complete Your Account panel follows); a 403 opens the
 * unauthorized modal; a decline (402) is rethrown for the payment form to show, like every other failure.
 */
export function useChoosePlan(companyId: string, onUnauthorized: () => void) {
  const savePaymentMethod = useSavePaymentMethod(companyId);
  const notify = useNotify();
  const navigate = useNavigate();

  return async (choice: PlanChoice, card?: PaymentFormValues): Promise<void> => {
    try {
      const result = await savePaymentMethod.mutateAsync({
        upgradeTo: choice.planType,
        billingType: choice.billingType,
        ...(choice.previousBenefits === undefined ? {} : { previousBenefits: choice.previousBenefits }),
        ...(card ? { card } : {}),
      });
      const plan = PLAN_LABELS[choice.planType];
      const fresh = result.subscription.trialing && choice.trialDays !== null;
      notify(
        fresh
          ? format(MESSAGES.trialStarted, { n: choice.trialDays!, plan })
          : format(MESSAGES.planSaved, { plan }),
        {
          type: 'success',
        },
      );
      navigate(AFTER_PLAN_PATH);
    } catch (error) {
      const { status } = apiFailure(error);
      if (status === 403) return onUnauthorized();
      throw error;
    }
  };
}
