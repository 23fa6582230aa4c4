/**
 * The network calls (issue 12): Make Intro (multipart, with the optional file), the month's count, the latest
 * intro to a company, the company's intros and an intro's file; Invite Friends; My Network, the associates,
 * user details and unregistered professionals.
 */
import { ENDPOINTS, endpointUrl } from '@casebridge/domain';
import type {
  Associate,
  IntroCount,
  IntroView,
  LatestIntro,
  MakeIntroInput,
  NetworkContact,
  ReferralParticipantView,
  RewardCount,
  UnregisteredProfessionalInput,
  UnregisteredProfessionalView,
  UserDetails,
  UserName,
} from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { Download } from './download.ts';
import type { HttpClient } from './httpClient.ts';

export interface NetworkMethods {
  /** POST /intros (multipart): 409 with section 8's sentence past the monthly limit. */
  sendIntro(values: MakeIntroInput, file: File | null): Promise<IntroView>;
  /** GET /intros: the company's intros sent and received, newest first. */
  listIntros(): Promise<IntroView[]>;
  getIntroCount(): Promise<IntroCount>;
  getLatestIntro(receiverId: string): Promise<LatestIntro>;
  downloadIntroFile(id: string): Promise<Download>;
  referFriend(referralEmail: string): Promise<ReferralParticipantView>;
  getReferralParticipants(userId: string): Promise<ReferralParticipantView[]>;
  getRewardCount(): Promise<RewardCount>;
  getMyNetwork(q?: string): Promise<NetworkContact[]>;
  getMyAssociates(): Promise<Associate[]>;
  getUserDetails(): Promise<UserDetails>;
  getUserNames(ids: readonly string[]): Promise<UserName[]>;
  /** POST /unregistered-professionals/, or PUT /unregistered-professionals/{id} when `id` is given. */
  saveUnregisteredProfessional(
    id: string | null,
    values: UnregisteredProfessionalInput,
  ): Promise<UnregisteredProfessionalView>;
  getUnregisteredProfessional(id: string): Promise<UnregisteredProfessionalView>;
  /** GET /unregistered-professionals/{companyId}/search?type=&search=. */
  searchUnregisteredProfessionals(
    companyId: string,
    query: { type?: string; search?: string },
  ): Promise<UnregisteredProfessionalView[]>;
}

export function networkMethods(http: HttpClient): NetworkMethods {
  const call = endpointCaller(http);
  return {
    sendIntro: (values, file) => {
      const form = new FormData();
      form.append('receiver', values.receiver);
      form.append('introduction', values.introduction);
      if (values.onBehalfOf) form.append('onBehalfOf', values.onBehalfOf);
      if (file) form.append('file', file);
      return call(ENDPOINTS.sendIntro, { body: form });
    },
    listIntros: () => call(ENDPOINTS.listIntros),
    getIntroCount: () => call(ENDPOINTS.countIntros),
    getLatestIntro: (receiverId) =>
      call(ENDPOINTS.latestIntroAction, { query: { 'receiver-id': receiverId } }),
    downloadIntroFile: (id) => http.download(endpointUrl(ENDPOINTS.getIntroFile, { id })),
    referFriend: (referralEmail) => call(ENDPOINTS.referFriend, { body: { referralEmail } }),
    getReferralParticipants: (id) => call(ENDPOINTS.listReferralParticipants, { params: { id } }),
    getRewardCount: () => call(ENDPOINTS.countRewards),
    getMyNetwork: (q) => call(ENDPOINTS.getMyNetwork, { query: { q: q || undefined } }),
    getMyAssociates: () => call(ENDPOINTS.listMyAssociates),
    getUserDetails: () => call(ENDPOINTS.getUserDetails),
    getUserNames: (ids) => call(ENDPOINTS.getUserNames, { query: { ids: ids.join(',') } }),
    saveUnregisteredProfessional: (id, values) =>
      id
        ? call(ENDPOINTS.updateUnregisteredProfessional, { params: { id }, body: values })
        : call(ENDPOINTS.createUnregisteredProfessional, { body: values }),
    getUnregisteredProfessional: (id) => call(ENDPOINTS.getUnregisteredProfessional, { params: { id } }),
    searchUnregisteredProfessionals: (id, { type, search }) =>
      call(ENDPOINTS.searchUnregisteredProfessionals, {
        params: { id },
        query: { type: type || undefined, search: search || undefined },
      }),
  };
}
