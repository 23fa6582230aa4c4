/**
 * The network feature's server calls (issue 12): one react-query hook per data provider method. Sending an
 * intro refreshes the month's count, the latest intro and the company's intros; an invitation refreshes the
 * participants (the reward count moves only when a friend signs up).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MakeIntroInput, UnregisteredProfessionalInput } from '@casebridge/domain';
import { useCaseBridgeDataProvider } from '../../shared/api.ts';

export const networkKeys = {
  introCount: ['intros', 'count'] as const,
  intros: ['intros', 'list'] as const,
  latestIntro: (receiverId: string) => ['intros', 'latest', receiverId] as const,
  network: (q: string) => ['network', 'contacts', q] as const,
  associates: ['network', 'associates'] as const,
  participants: (userId: string) => ['refer-friends', 'participants', userId] as const,
  rewards: ['refer-friends', 'rewards'] as const,
  unregistered: (companyId: string, search: string) => ['unregistered', companyId, search] as const,
};

/** GET /intros/count: this month's intros of the caller. */
export function useIntroCount(enabled = true) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({ queryKey: networkKeys.introCount, queryFn: () => dataProvider.getIntroCount(), enabled });
}

/** GET /intros/latest-action?receiver-id=. */
export function useLatestIntro(receiverId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: networkKeys.latestIntro(receiverId),
    queryFn: () => dataProvider.getLatestIntro(receiverId),
  });
}

/** GET /intros: the company's intros, sent and received. */
export function useIntros() {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({ queryKey: networkKeys.intros, queryFn: () => dataProvider.listIntros() });
}

/** POST /intros (multipart). */
export function useSendIntro() {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, file }: { values: MakeIntroInput; file: File | null }) =>
      dataProvider.sendIntro(values, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['intros'] }),
  });
}

/** GET /intros/{id}/file as a download. */
export function useDownloadIntroFile() {
  const dataProvider = useCaseBridgeDataProvider();
  return useMutation({ mutationFn: (id: string) => dataProvider.downloadIntroFile(id) });
}

/** GET /network?q=: the companies the caller's company worked with (the last answer stays while searching). */
export function useMyNetwork(q: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: networkKeys.network(q),
    queryFn: () => dataProvider.getMyNetwork(q),
    placeholderData: keepPreviousData,
  });
}

/** GET /users/my-associates-users (also the "on behalf of" choices of Make Intro). */
export function useMyAssociates() {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({ queryKey: networkKeys.associates, queryFn: () => dataProvider.getMyAssociates() });
}

/** GET /refer-friends/participants/{id}. */
export function useReferralParticipants(userId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: networkKeys.participants(userId),
    queryFn: () => dataProvider.getReferralParticipants(userId),
  });
}

/** GET /refer-friends/rewards/count (the user menu's counter and the Invite Friends page). */
export function useRewardCount(enabled = true) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({ queryKey: networkKeys.rewards, queryFn: () => dataProvider.getRewardCount(), enabled });
}

/** POST /refer-friends. */
export function useReferFriend() {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (referralEmail: string) => dataProvider.referFriend(referralEmail),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['refer-friends'] }),
  });
}

/** GET /unregistered-professionals/{companyId}/search?search=. */
export function useUnregisteredProfessionals(companyId: string, search: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: networkKeys.unregistered(companyId, search),
    queryFn: () => dataProvider.searchUnregisteredProfessionals(companyId, { search }),
    placeholderData: keepPreviousData,
  });
}

/** POST /unregistered-professionals/, or PUT /unregistered-professionals/{id}. */
export function useSaveUnregisteredProfessional() {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: UnregisteredProfessionalInput }) =>
      dataProvider.saveUnregisteredProfessional(id, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['unregistered'] }),
  });
}
