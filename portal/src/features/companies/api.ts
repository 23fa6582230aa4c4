/** The companies feature's server calls. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyEditInput,
  MemberInviteInput,
  MemberPermission,
  ProfessionalProfileInput,
  SummaryChanges,
} from '@casebridge/domain';
import { accountKeys, useCaseBridgeDataProvider } from '../../shared/api.ts';

export const companyKeys = {
  addresses: (companyId: string) => ['companies', companyId, 'addresses'] as const,
};

/**
 * Saves the company profile (PUT /companies/{id}), then its logo (PUT /companies/{id}/picture) when one was
 * chosen; the account (whose company the panels show) and the addresses are read again.
 */
export function useUpdateCompany(companyId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    // The form's whole values, or a part (a setting of its own): the API leaves omitted fields as they are.
    mutationFn: async ({ values, logo }: { values: CompanyEditInput; logo: File | null }) => {
      await dataProvider.updateCompany(companyId, values);
      if (logo) await dataProvider.uploadCompanyPicture(companyId, logo);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: companyKeys.addresses(companyId) }),
      ]),
  });
}

/** GET /addresses/company/{id}: the company's addresses with their premium state. */
export function useCompanyAddresses(companyId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: companyKeys.addresses(companyId),
    queryFn: () => dataProvider.getCompanyAddresses(companyId),
    // Not before the company's id is known (the account is still loading): no GET /addresses/company/ call.
    enabled: companyId !== '',
  });
}

/** PUT /subscriptions/{id}/summary: the cart after address or profile changes (nothing is saved). */
export function usePriceAddressChanges(subscriptionId: string | null) {
  const dataProvider = useCaseBridgeDataProvider();
  return useMutation({
    mutationFn: (changes: SummaryChanges) =>
      dataProvider.priceSubscriptionChanges(subscriptionId ?? '', changes),
  });
}

/** DELETE /addresses?ids: removes a saved address; the list is read again. */
export function useDeleteAddress(companyId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataProvider.deleteAddresses([id]),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.addresses(companyId) }),
  });
}

export const memberKeys = {
  all: (companyId: string) => ['companies', companyId, 'members'] as const,
};

/** GET /companies/{id}/members: the company's users (members and support staff). */
export function useCompanyMembers(companyId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: memberKeys.all(companyId),
    queryFn: () => dataProvider.getCompanyMembers(companyId),
  });
}

/** POST /companies/{id}/members: invites a member by e-mail. */
export function useInviteMember(companyId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: MemberInviteInput) => dataProvider.inviteCompanyMember(companyId, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all(companyId) }),
  });
}

/** A member's permission (ADMIN or MEMBER), or disabling them. */
export function useChangeMember(companyId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, permission }: { userId: string; permission: MemberPermission | 'DISABLED' }) =>
      permission === 'DISABLED'
        ? dataProvider.disableCompanyMember(companyId, userId)
        : dataProvider.setCompanyMemberPermission(companyId, userId, permission),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all(companyId) }),
  });
}

/** DELETE /companies/{id} (owner only, typed name). */
export function useDeleteCompany(companyId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useMutation({ mutationFn: (name: string) => dataProvider.deleteCompany(companyId, name) });
}

export const profileKeys = {
  all: (companyId: string) => ['companies', companyId, 'licenses'] as const,
  addresses: (companyId: string, licenseIds: readonly string[]) =>
    ['companies', companyId, 'licenses', 'addresses', ...licenseIds] as const,
};

/** GET /companies/{id}/licenses: the company's licensed professional profiles. */
export function useCompanyProfiles(companyId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: profileKeys.all(companyId),
    queryFn: () => dataProvider.getCompanyLicenses(companyId),
  });
}

/** GET /addresses?licenseIds: the addresses of the profiles (none asked for an empty list). */
export function useProfileAddresses(companyId: string, licenseIds: readonly string[]) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: profileKeys.addresses(companyId, licenseIds),
    queryFn: () => dataProvider.getAddressesOfLicenses(licenseIds),
    enabled: licenseIds.length > 0,
  });
}

/**
 * POST /companies/{id}/licenses: adds an active profile at the chosen addresses (addressIds); the profiles,
 * their addresses and the company's addresses are read again.
 */
export function useAddProfile(companyId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfessionalProfileInput) => dataProvider.addCompanyLicense(companyId, values),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all(companyId) }),
        queryClient.invalidateQueries({ queryKey: companyKeys.addresses(companyId) }),
      ]),
  });
}

/** PUT /users/profile/{id}/activate or /deactivate: switches a profile; the profiles are read again. */
export function useSwitchProfile(companyId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ licenseId, active }: { licenseId: string; active: boolean }) =>
      dataProvider.switchCompanyLicense(licenseId, active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all(companyId) }),
  });
}

/** GET /addresses/company/{id}/license/{licenseId}: the company's addresses, `selected` when the profile's. */
export function useProfileAddressChoices(companyId: string, licenseId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: [...profileKeys.all(companyId), licenseId, 'address-choices'] as const,
    queryFn: () => dataProvider.getCompanyLicenseAddresses(companyId, licenseId),
  });
}

/**
 * PUT /addresses/company/{id}/license/{licenseId}: which of the company's addresses are the profile's; the
 * profiles' addresses (an address another profile had moves) and the company's addresses are read again.
 */
export function useSetProfileAddresses(companyId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ licenseId, addressIds }: { licenseId: string; addressIds: string[] }) =>
      dataProvider.setCompanyLicenseAddresses(companyId, licenseId, addressIds),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all(companyId) }),
        queryClient.invalidateQueries({ queryKey: companyKeys.addresses(companyId) }),
      ]),
  });
}
