import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { actorFromSession, hasCompany } from '@casebridge/domain';
import type { CompleteAccountInfo } from '@casebridge/domain';
import { session, useSession } from '@casebridge/domain/client';
import type { AccountResponse } from '@casebridge/domain/client';
import { useAccount } from '../../shared/api.ts';
import { useCompleteAccountInfo } from './api.ts';

export interface CompleteAccountState {
  /** GET /account; null while loading, when it failed, or for users without a company. */
  account: AccountResponse | null;
  /** GET /account/complete/{companyId}; {} when it failed (treated as empty, SPEC.md 8). */
  info: Partial<CompleteAccountInfo>;
  loading: boolean;
  /** The 'Activate your account' form is expanded ('Complete' / 'See less'). */
  activationOpen: boolean;
  setActivationOpen: (open: boolean) => void;
}

const CompleteAccountContext = createContext<CompleteAccountState | null>(null);

const EMPTY: CompleteAccountState = {
  account: null,
  info: {},
  loading: false,
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

const NO_INFO: Partial<CompleteAccountInfo> = {};

/**
 * What the Complete Your Account panel and the overlay need, for a signed-in user with a company: the caller's
 * account (user, company, subscription; useAccount, shared with the plan page) and the company's
 * complete-account info. Both are react-query queries under accountKeys.all, so a mutation that changes the
 * account refreshes them. A failed account load shows no panel; failed info is treated as empty.
 */
export const CompleteAccountProvider = ({ children }: { children: ReactNode }) => {
  const current = useSession();
  const withCompany = current ? hasCompany(actorFromSession(current)) : false;
  const accountQuery = useAccount({ enabled: withCompany });
  const account = withCompany ? (accountQuery.data ?? null) : null;
  const infoQuery = useCompleteAccountInfo(account?.company?.id);
  const info = (account && infoQuery.data) || NO_INFO;
  const loading =
    withCompany && (accountQuery.isPending || (Boolean(account?.company) && infoQuery.isPending));
  const [activationOpen, setActivationOpen] = useState(false);

  // The stored session follows the server's company status (e.g. after validation).
  useEffect(() => {
    if (account) syncSession(account);
  }, [account]);

  const value = useMemo(
    () => ({ account, info, loading, activationOpen, setActivationOpen }),
    [account, info, loading, activationOpen],
  );
  return <CompleteAccountContext.Provider value={value}>{children}</CompleteAccountContext.Provider>;
};
