import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useDataProvider } from 'react-admin';
import { actorFromSession, hasCompany } from '@casebridge/domain';
import type { CompleteAccountInfo } from '@casebridge/domain';
import { session, useSession } from '@casebridge/domain/client';
import type { AccountResponse, CaseBridgeDataProvider } from '@casebridge/domain/client';

export interface CompleteAccountState {
  /** GET /account; null while loading, when it failed, or for users without a company. */
  account: AccountResponse | null;
  /** GET /account/complete/{companyId}; {} when it failed (treated as empty, SPEC.md 8). */
  info: Partial<CompleteAccountInfo>;
  loading: boolean;
  reload: () => void;
  /** The 'Activate your account' form is expanded ('Complete' / 'See less'). */
  activationOpen: boolean;
  setActivationOpen: (open: boolean) => void;
}

const CompleteAccountContext = createContext<CompleteAccountState | null>(null);

const EMPTY: CompleteAccountState = {
  account: null,
  info: {},
  loading: false,
  reload: () => undefined,
  activationOpen: false,
  setActivationOpen: () => undefined,
};

export function useCompleteAccount(): CompleteAccountState {
  return useContext(CompleteAccountContext) ?? EMPTY;
}

/** Keeps the stored session's company status in step with the server (e.g. after validation). */
function syncSession(account: AccountResponse) {
  const current = session.get();
  const company = account.company;
  if (!current || !company || current.companyStatus === company.status) return;
  session.update({
    companyStatus: company.status,
    company: current.company ? { ...current.company, status: company.status } : current.company,
  });
}

/**
 * Loads what the Complete Your Account panel and the overlay need, once per signed-in user with a company
 * (and again on reload()): the caller's account (user, company, subscription) and the company's
 * complete-account info. A failed account load shows no panel; failed info is treated as empty.
 */
export const CompleteAccountProvider = ({ children }: { children: ReactNode }) => {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const current = useSession();
  const userId = current?.userId ?? null;
  const withCompany = current ? hasCompany(actorFromSession(current)) : false;
  const [account, setAccount] = useState<AccountResponse | null>(null);
  const [info, setInfo] = useState<Partial<CompleteAccountInfo>>({});
  const [loading, setLoading] = useState(false);
  const [version, setVersion] = useState(0);
  const [activationOpen, setActivationOpen] = useState(false);

  useEffect(() => {
    if (!userId || !withCompany) {
      setAccount(null);
      setInfo({});
      return;
    }
    let live = true;
    setLoading(true);
    const load = async () => {
      const answer = await dataProvider.getAccount().catch(() => null);
      const companyId = answer?.company?.id;
      const flags = companyId ? await dataProvider.getCompleteAccountInfo(companyId).catch(() => ({})) : {};
      if (!live) return;
      setAccount(answer);
      setInfo(flags);
      setLoading(false);
      if (answer) syncSession(answer);
    };
    void load();
    return () => {
      live = false;
    };
  }, [dataProvider, userId, withCompany, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const value = useMemo(
    () => ({ account, info, loading, reload, activationOpen, setActivationOpen }),
    [account, info, loading, reload, activationOpen],
  );
  return <CompleteAccountContext.Provider value={value}>{children}</CompleteAccountContext.Provider>;
};
