import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PlanPricing } from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';

export interface PlanPricingState {
  /** GET /subscriptions/plan-pricing (public); null while loading or when it failed. */
  pricing: PlanPricing | null;
  failed: boolean;
}

/** Loads the plan pricing once; a failure leaves `pricing` null (callers keep their fallback). */
export function usePlanPricing(): PlanPricingState {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const [state, setState] = useState<PlanPricingState>({ pricing: null, failed: false });
  useEffect(() => {
    let live = true;
    dataProvider.getPlanPricing().then(
      (pricing) => live && setState({ pricing, failed: false }),
      () => live && setState({ pricing: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);
  return state;
}
