import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { User } from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';

export type NamedMember = Pick<User, 'id' | 'name' | 'lastName'>;

/**
 * The company's existing non-support member whose names the licensed profile takes (the caller first, as the
 * API does): undefined while loading, null when there is none (the names are then typed in).
 */
export function useNamedMember(companyId: string, caller: User): NamedMember | null | undefined {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const callerCounts = caller.userType !== 'SUPPORT';
  const [member, setMember] = useState<NamedMember | null | undefined>(callerCounts ? caller : undefined);
  useEffect(() => {
    if (callerCounts) return;
    let live = true;
    dataProvider.getCompanyMembers(companyId).then(
      (members) => live && setMember(members.find((user) => user.userType !== 'SUPPORT') ?? null),
      () => live && setMember(null),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, companyId, callerCounts]);
  return member;
}
