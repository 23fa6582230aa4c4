/** The activation feature's server calls: the company's completeness, addresses and members; the saves. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';
import { accountKeys, useCaseBridgeDataProvider } from '../../shared/api.ts';

export const activationKeys = {
  /** Under accountKeys.all: an account change refreshes it too. */
  completeInfo: (companyId: string | undefined) => [...accountKeys.all, 'complete', companyId] as const,
  addresses: (companyId: string) => ['companies', companyId, 'addresses'] as const,
  members: (companyId: string) => ['companies', companyId, 'members'] as const,
};

const NO_ADDRESSES: Address[] = [];

/** GET /account/complete/{companyId}: which parts of the account are complete (read once a company is known). */
export function useCompleteAccountInfo(companyId: string | undefined) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: activationKeys.completeInfo(companyId),
    queryFn: () => dataProvider.getCompleteAccountInfo(companyId!),
    enabled: companyId !== undefined,
  });
}

/** The company's addresses (for the duplicate-address rule); none while loading or when the call fails. */
export function useCompanyAddresses(companyId: string): Address[] {
  const dataProvider = useCaseBridgeDataProvider();
  const { data } = useQuery({
    queryKey: activationKeys.addresses(companyId),
    queryFn: () => dataProvider.getCompanyAddresses(companyId),
  });
  return data ?? NO_ADDRESSES;
}

/** The company's members (GET /companies/{id}/members), read only when `enabled`. */
export function useCompanyMembers(companyId: string, enabled: boolean) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: activationKeys.members(companyId),
    queryFn: () => dataProvider.getCompanyMembers(companyId),
    enabled,
  });
}

/** Refreshes the account and its completeness after a change to them. */
function useInvalidateAccount() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountKeys.all });
}

/** POST /account/complete/{type}: the activation form. */
export function useCompleteAccount() {
  const dataProvider = useCaseBridgeDataProvider();
  const invalidate = useInvalidateAccount();
  return useMutation({
    mutationFn: (request: Parameters<CaseBridgeDataProvider['completeAccount']>[0]) =>
      dataProvider.completeAccount(request),
    onSuccess: invalidate,
  });
}

/** POST /companies/{id}/info-responses: the owner's answer (message and files); the account goes back to review. */
export function useAnswerInfoRequest(companyId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const invalidate = useInvalidateAccount();
  return useMutation({
    mutationFn: (answer: { message: string; files: File[] }) =>
      dataProvider.answerInfoRequest(companyId, answer),
    onSuccess: invalidate,
  });
}
