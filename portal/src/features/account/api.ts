/**
 * My Account's calls: the plan pricing (shared key), the card on file, the company's case resume, the
 * user's own picture and the user's sessions.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys, useCaseBridgeDataProvider } from '../../shared/api.ts';
import { publicKeys } from '../../shared/public/api.ts';

export const myAccountKeys = {
  /** Under accountKeys.all: a plan or card change (which invalidates the account) reads it again. */
  creditCard: [...accountKeys.all, 'creditCard'] as const,
  /** The cases feature's key for the same call, so a purchase or a new case refreshes both. */
  caseResume: (companyId: string) => ['cases', 'resume', companyId] as const,
};

/** GET /subscriptions/plan-pricing, through the key the plan page and the public cards share. */
export function usePricing() {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: publicKeys.planPricing,
    queryFn: () => dataProvider.getPlanPricing(),
    staleTime: Infinity,
  });
}

/** GET /subscriptions/me/credit-card: asked only when the company is a customer (404 otherwise). */
export function useMyCreditCard(enabled: boolean) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: myAccountKeys.creditCard,
    queryFn: () => dataProvider.getMyCreditCard(),
    enabled,
  });
}

/** GET /companies/{id}/case-resume: included, bought, created (spent) and available cases. */
export function useCaseResume(companyId: string | null) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: myAccountKeys.caseResume(companyId ?? ''),
    queryFn: () => dataProvider.getCaseResume(companyId!),
    enabled: companyId !== null,
  });
}

/**
 * PUT /users/{id}/picture: the user's own (cropped) picture; the account is read again, so My Account and the
 * header's user menu show the new one (its URL is versioned).
 */
export function useUploadUserPicture(userId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => dataProvider.uploadUserPicture(userId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

/** The caller's own sessions (issue 39): the list, ending one, ending every other. */
export const sessionKeys = { mine: ['sessions', 'mine'] as const };

/** GET /me/sessions: the live sessions, the most recently used first. */
export function useMySessions() {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({ queryKey: sessionKeys.mine, queryFn: () => dataProvider.listMySessions() });
}

/** DELETE /me/sessions/{id} (one session), or POST /me/sessions/end-others (id null): the list is read again. */
export function useEndSessions() {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string | null) =>
      id === null
        ? dataProvider.endMyOtherSessions()
        : dataProvider.endMySession(id).then(() => ({ ended: 1 })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.mine }),
  });
}
