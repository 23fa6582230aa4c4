/** Test data of the funding screens' tests. */
import type { FactoringCompany, FundingRequestView, LegalCaseView } from '@casebridge/domain';

export const FUNDING_CASE = {
  id: 'ca1',
  folio: 'CB-2026-000001',
  access: 'FIRM',
  status: 'TREATING',
  accidentState: 'TX',
  attorneyCompanyId: 'c1',
  mergedIntoCaseId: null,
} as LegalCaseView;

export const fundingRequest = (overrides: Partial<FundingRequestView> = {}): FundingRequestView => ({
  id: 'fr1',
  caseId: 'ca1',
  attorneyCompanyId: 'c1',
  factoringCompanyId: 'fc1',
  requestedBy: 'u2',
  caseFolio: 'CB-0001',
  attorneyCompanyName: 'Lee & Park',
  factoringCompanyName: 'Summit Funding',
  status: 'OWNER_REVIEW',
  requestFor: 'CLIENT',
  type: 'ADVANCE',
  amount: 5000,
  note: 'Rent while treating',
  rejectReason: null,
  history: [
    {
      status: 'OWNER_REVIEW',
      at: '2026-10-20T10:00:00.000Z',
      byId: 'u2',
      byName: 'Mia Member',
      reason: null,
    },
  ],
  createdAt: '2026-10-20T10:00:00.000Z',
  updatedAt: '2026-10-20T10:00:00.000Z',
  ...overrides,
});

export const factoringCompany = (overrides: Partial<FactoringCompany> = {}): FactoringCompany => ({
  id: 'fc1',
  companyId: 'f1',
  name: 'Summit Lien Capital',
  email: 'funding@summit-lien.test',
  phoneNumber: null,
  website: null,
  services: ['ADVANCES'],
  stateCodes: ['TX'],
  minRequestAmount: 1000,
  maxRequestAmount: 50000,
  requestTypes: ['ADVANCE'],
  picture: null,
  fileIds: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
