import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import { MESSAGES, PLAN_LABELS, format } from '@casebridge/domain';
import type { BillingType, PaymentFormValues, PlanType } from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useCompleteAccount } from '../activation/index.ts';

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
 * Saves a plan choice (with a card, or none for Basic or a card on file): on success a toast, the Complete
 * Your Account data reloaded and the dashboard; a 403 opens the unauthorized modal; a decline (402) reloads
 * the panel (payment error banner) and is rethrown for the payment form to show, like every other failure.
 */
export function useChoosePlan(companyId: string, onUnauthorized: () => void) {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const { reload } = useCompleteAccount();

  return async (choice: PlanChoice, card?: PaymentFormValues): Promise<void> => {
    try {
      const result = await dataProvider.savePaymentMethod(companyId, {
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
      reload();
      navigate(AFTER_PLAN_PATH);
    } catch (error) {
      const { status } = apiFailure(error);
      if (status === 403) return onUnauthorized();
      if (status === 402) reload();
      throw error;
    }
  };
}
