import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PlanPricing } from '@casebridge/domain';
import type { AccountResponse, CaseBridgeDataProvider } from '@casebridge/domain/client';

export type SetupState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | {
      status: 'ready';
      account: AccountResponse & { company: NonNullable<AccountResponse['company']> };
      pricing: PlanPricing;
    };

/** What the plan page needs: the caller's account (company, subscription) and the plan pricing. */
export function useSubscriptionSetup(): SetupState {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<SetupState>({ status: 'loading' });
  const retry = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    Promise.all([dataProvider.getAccount(), dataProvider.getPlanPricing()]).then(
      ([account, pricing]) => {
        if (!live) return;
        const { company } = account;
        setState(
          company
            ? { status: 'ready', account: { ...account, company }, pricing }
            : { status: 'failed', retry },
        );
      },
      () => live && setState({ status: 'failed', retry }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, version, retry]);

  return state;
}
