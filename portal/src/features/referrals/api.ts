/**
 * The referrals feature's server calls (issue 13): one react-query hook per data provider method, with keys.
 * The received invites list itself is react-admin's resource 'referrals' (ListBase), cached under the same
 * ['referrals'] root, so invalidating referralKeys.all refreshes it with the counts.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssignReferralBody,
  PresentCaseBody,
  ReferralView,
  RejectReferralBody,
  ResendReferralBody,
} from '@casebridge/domain';
import { useCaseBridgeDataProvider } from '../../shared/api.ts';

export const REFERRALS_RESOURCE = 'referrals';

export const referralKeys = {
  /** Everything about referrals, react-admin's 'referrals' list included. */
  all: [REFERRALS_RESOURCE] as const,
  counts: () => [REFERRALS_RESOURCE, 'counts'] as const,
  one: (id: string) => [REFERRALS_RESOURCE, 'one', id] as const,
  skeleton: (page: number, size: number) => [REFERRALS_RESOURCE, 'skeleton', page, size] as const,
  ofCase: (caseId: string) => [REFERRALS_RESOURCE, 'case', caseId] as const,
  professionals: (companyId: string) => ['companies', companyId, 'professionals'] as const,
};

/** After an answer or a presentation: the referral itself, every referral list and count, the case's views. */
function useReferralChanged() {
  const queryClient = useQueryClient();
  return (referral: ReferralView) => {
    queryClient.setQueryData(referralKeys.one(referral.id), referral);
    void queryClient.invalidateQueries({ queryKey: referralKeys.all });
    // The case list's presented case, the case (now open to an accepting company) and the case lists.
    void queryClient.invalidateQueries({ queryKey: ['cases', 'presentation', referral.caseId] });
    void queryClient.invalidateQueries({ queryKey: ['cases', 'one', referral.caseId] });
    void queryClient.invalidateQueries({ queryKey: ['cases', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['cases', 'collaborators', referral.caseId] });
    // Answers notify the other side, and an invite's own notifications may be read now.
    void queryClient.invalidateQueries({ queryKey: ['notifications', 'unreadCount'] });
  };
}

/** GET /referrals/statuses/count: the received invites per status (the tabs' counts). */
export function useReferralStatusCounts() {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({ queryKey: referralKeys.counts(), queryFn: () => dataProvider.getReferralStatusCounts() });
}

/** GET /referrals/{id}. */
export function useReferral(id: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({ queryKey: referralKeys.one(id), queryFn: () => dataProvider.getReferral(id) });
}

/** GET /referrals/skeleton?page=&size= (0-based page); the previous page stays shown while the next loads. */
export function useReferralSkeleton(page: number, size: number) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: referralKeys.skeleton(page, size),
    queryFn: () => dataProvider.listReferralSkeleton({ page, size }),
    placeholderData: (previous) => previous,
  });
}

/** GET /cases/{id}/referrals (the firm): every presentation of the case. */
export function useCaseReferrals(caseId: string, enabled = true) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: referralKeys.ofCase(caseId),
    queryFn: () => dataProvider.getCaseReferrals(caseId),
    enabled,
  });
}

/** GET /companies/{id}/professionals (read when `enabled`, e.g. once a company is chosen). */
export function useCompanyProfessionals(companyId: string | null, enabled = true) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: referralKeys.professionals(companyId ?? ''),
    queryFn: () => dataProvider.getCompanyProfessionals(companyId!),
    enabled: enabled && !!companyId,
    staleTime: 60_000,
  });
}

/** PUT /referrals/{id}/accept. */
export function useAcceptReferral(id: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const changed = useReferralChanged();
  return useMutation({ mutationFn: () => dataProvider.acceptReferral(id), onSuccess: changed });
}

/** PUT /referrals/{id}/reject. */
export function useRejectReferral(id: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const changed = useReferralChanged();
  return useMutation({
    mutationFn: (body: RejectReferralBody) => dataProvider.rejectReferral(id, body),
    onSuccess: changed,
  });
}

/** PUT /referrals/{id}/assign (accepts a pending invite too). */
export function useAssignReferral(id: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const changed = useReferralChanged();
  return useMutation({
    mutationFn: (body: AssignReferralBody) => dataProvider.assignReferral(id, body),
    onSuccess: changed,
  });
}

/** POST /referrals: one referral per recipient; the case's presentations refresh. */
export function usePresentCase() {
  const dataProvider = useCaseBridgeDataProvider();
  const changed = useReferralChanged();
  return useMutation({
    mutationFn: (body: PresentCaseBody) => dataProvider.presentCase(body),
    onSuccess: (referrals) => referrals.forEach(changed),
  });
}

/** POST /referrals/{id}/resend: the old one (now resent) and the new one refresh with the case's list. */
export function useResendReferral(id: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const changed = useReferralChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResendReferralBody) => dataProvider.resendReferral(id, body),
    onSuccess: (referral) => {
      void queryClient.invalidateQueries({ queryKey: referralKeys.one(id) });
      changed(referral);
    },
  });
}
