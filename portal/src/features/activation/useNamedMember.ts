import type { User } from '@casebridge/domain';
import { useCompanyMembers } from './api.ts';

export type NamedMember = Pick<User, 'id' | 'name' | 'lastName'>;

/**
 * The company's existing non-support member whose names the licensed profile takes (the caller first, as the
 * API does): undefined while loading, null when there is none (the names are then typed in).
 */
export function useNamedMember(companyId: string, caller: User): NamedMember | null | undefined {
  const callerCounts = caller.userType !== 'SUPPORT';
  const members = useCompanyMembers(companyId, !callerCounts);
  if (callerCounts) return caller;
  if (members.isPending) return undefined;
  return members.data?.find((user) => user.userType !== 'SUPPORT') ?? null;
}
