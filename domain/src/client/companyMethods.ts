/**
 * My Company's calls (issue 15): the addresses and the licenses' addresses, the price of address changes
 * (PUT /subscriptions/{id}/summary). The company itself is saved with updateCompany (front door methods).
 */
import { ENDPOINTS } from '@casebridge/domain';
import type {
  Address,
  Company,
  Facility,
  License,
  MemberDetails,
  MemberInviteInput,
  MemberPermission,
  ProfessionalProfileInput,
  SubscriptionCart,
  SummaryChanges,
  User,
} from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { HttpClient } from './httpClient.ts';

export interface CompanyMethods {
  /** PUT /subscriptions/{id}/summary: the cart after address or profile changes (nothing is saved). */
  priceSubscriptionChanges(subscriptionId: string, changes: SummaryChanges): Promise<SubscriptionCart>;
  /** DELETE /addresses?ids: removes addresses of the caller's company (not its company address). */
  deleteAddresses(ids: readonly string[]): Promise<{ ids: string[] }>;
  /** GET /addresses?licenseIds: the addresses of these licensed professional profiles. */
  getAddressesOfLicenses(licenseIds: readonly string[]): Promise<Address[]>;
  /** GET /addresses/license/{id}: the addresses of one licensed professional profile. */
  getLicenseAddresses(licenseId: string): Promise<Address[]>;
  /** GET /addresses/company/{id}/license/{licenseId}: the company's addresses, `selected` when the license's. */
  getCompanyLicenseAddresses(companyId: string, licenseId: string): Promise<Address[]>;
  /** PUT /addresses/company/{id}/license/{licenseId}: which of the company's addresses are the license's. */
  setCompanyLicenseAddresses(companyId: string, licenseId: string, addressIds: string[]): Promise<Address[]>;
  /** GET /companies/{id}/members-details: the company's users except SUPPORT members. */
  getCompanyMembersDetails(companyId: string): Promise<MemberDetails[]>;
  /** GET /companies/{id}/supports: the company's support staff. */
  getCompanySupports(companyId: string): Promise<User[]>;
  /** GET /companies/{id}/licenses: its licensed professional profiles. */
  getCompanyLicenses(companyId: string): Promise<License[]>;
  /** POST /companies/{id}/licenses: adds an active profile (an extra one is paid with the card on file). */
  addCompanyLicense(companyId: string, values: ProfessionalProfileInput): Promise<License>;
  /** PUT /users/profile/{id}/activate or /deactivate: switches a licensed professional profile of the company. */
  switchCompanyLicense(licenseId: string, active: boolean): Promise<License>;
  /** GET /companies/{id}/facilities: a facility's license and NPI number. */
  getCompanyFacilities(companyId: string): Promise<Facility[]>;
  /** POST /companies/{id}/members: invites a member by e-mail (temporary password through the outbox). */
  inviteCompanyMember(companyId: string, values: MemberInviteInput): Promise<User>;
  /** PUT /companies/{id}/members/{userId}/permission: ADMIN or MEMBER. */
  setCompanyMemberPermission(companyId: string, userId: string, permission: MemberPermission): Promise<User>;
  /** PUT /companies/{id}/members/{userId}/disable. */
  disableCompanyMember(companyId: string, userId: string): Promise<User>;
  /** DELETE /companies/{id} (owner only): `confirmation` is the company name typed. */
  deleteCompany(companyId: string, confirmation: string): Promise<Company>;
}

export function companyMethods(http: HttpClient): CompanyMethods {
  const call = endpointCaller(http);
  return {
    priceSubscriptionChanges: (id, changes) =>
      call(ENDPOINTS.updateSubscriptionSummary, { params: { id }, body: changes }),
    deleteAddresses: (ids) => call(ENDPOINTS.deleteAddresses, { query: { ids: ids.join(',') } }),
    getAddressesOfLicenses: (ids) =>
      call(ENDPOINTS.getAddressesOfLicenses, { query: { licenseIds: ids.join(',') } }),
    getLicenseAddresses: (id) => call(ENDPOINTS.getLicenseAddresses, { params: { id } }),
    getCompanyLicenseAddresses: (id, licenseId) =>
      call(ENDPOINTS.getCompanyLicenseAddresses, { params: { id, licenseId } }),
    setCompanyLicenseAddresses: (id, licenseId, addressIds) =>
      call(ENDPOINTS.setCompanyLicenseAddresses, { params: { id, licenseId }, body: { addressIds } }),
    getCompanyMembersDetails: (id) => call(ENDPOINTS.getCompanyMembersDetails, { params: { id } }),
    getCompanySupports: (id) => call(ENDPOINTS.getCompanySupports, { params: { id } }),
    getCompanyLicenses: (id) => call(ENDPOINTS.getCompanyLicenses, { params: { id } }),
    addCompanyLicense: (id, values) => call(ENDPOINTS.addCompanyLicense, { params: { id }, body: values }),
    switchCompanyLicense: (id, active) =>
      call(active ? ENDPOINTS.activateUserProfile : ENDPOINTS.deactivateUserProfile, {
        params: { id },
        body: {},
      }),
    getCompanyFacilities: (id) => call(ENDPOINTS.getCompanyFacilities, { params: { id } }),
    inviteCompanyMember: (id, values) =>
      call(ENDPOINTS.inviteCompanyMember, { params: { id }, body: values }),
    setCompanyMemberPermission: (id, userId, permission) =>
      call(ENDPOINTS.setCompanyMemberPermission, { params: { id, userId }, body: { permission } }),
    disableCompanyMember: (id, userId) =>
      call(ENDPOINTS.disableCompanyMember, { params: { id, userId }, body: {} }),
    deleteCompany: (id, confirmation) =>
      call(ENDPOINTS.deleteCompany, { params: { id }, body: { confirmation } }),
  };
}
