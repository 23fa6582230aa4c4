import type { Endpoint } from './endpoint.ts';

/**
 * Companies: their profile, addresses, licenses and members, and the answers to a request for information.
 */
export const COMPANY_ENDPOINTS = {
  // Companies and addresses
  listCompanies: { method: 'GET', path: '/companies' },
  getCompany: { method: 'GET', path: '/companies/:id' },
  updateCompany: { method: 'PUT', path: '/companies/:id' },
  getCompanyMembers: { method: 'GET', path: '/companies/:id/members' },
  getCompanyPicture: { method: 'GET', path: '/companies/:id/picture' },
  uploadCompanyPicture: { method: 'PUT', path: '/companies/:id/picture' },
  getCompanyAddresses: { method: 'GET', path: '/addresses/company/:id' },
  // Answers to a request for information (the owner answers; staff and the company read)
  answerInfoRequest: { method: 'POST', path: '/companies/:id/info-responses' },
  listInfoResponses: { method: 'GET', path: '/companies/:id/info-responses' },
  getInfoResponseFile: { method: 'GET', path: '/companies/:id/info-responses/files/:fileId' },
  // My Company (issue 15): addresses, the licenses' addresses, members and deleting the company
  getAddressesOfLicenses: { method: 'GET', path: '/addresses' },
  deleteAddresses: { method: 'DELETE', path: '/addresses' },
  getLicenseAddresses: { method: 'GET', path: '/addresses/license/:id' },
  getCompanyLicenseAddresses: { method: 'GET', path: '/addresses/company/:id/license/:licenseId' },
  setCompanyLicenseAddresses: { method: 'PUT', path: '/addresses/company/:id/license/:licenseId' },
  deleteCompany: { method: 'DELETE', path: '/companies/:id' },
  getCompanyMembersDetails: { method: 'GET', path: '/companies/:id/members-details' },
  getCompanyLicenses: { method: 'GET', path: '/companies/:id/licenses' },
  addCompanyLicense: { method: 'POST', path: '/companies/:id/licenses' },
  getCompanyFacilities: { method: 'GET', path: '/companies/:id/facilities' },
  inviteCompanyMember: { method: 'POST', path: '/companies/:id/members' },
  setCompanyMemberPermission: { method: 'PUT', path: '/companies/:id/members/:userId/permission' },
  disableCompanyMember: { method: 'PUT', path: '/companies/:id/members/:userId/disable' },
  // What the staff validate (issue 40 item 12): licenses, NPI, specialties and professionals, named
  getRegistryReview: { method: 'GET', path: '/companies/:id/review' },
  getCompanySupports: { method: 'GET', path: '/companies/:id/supports' },
} as const satisfies Record<string, Endpoint>;
