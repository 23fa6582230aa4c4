import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { CaseAccess, LegalCaseView } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import {
  RENDER_TIMEOUT_MS,
  fakeDataProvider,
  renderPortal,
  testSession,
} from '../../test/portalTestUtils.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const legalCase = (access: CaseAccess): LegalCaseView => ({
  id: 'ca1',
  folio: 'CB-2026-000001',
  attorneyCompanyId: 'c1',
  attorneyCompanyName: 'Lee Law',
  attorneyUserId: 'u1',
  attorneyName: 'Ann Lee',
  claimantId: null,
  claimantName: 'Sam Stone',
  claimantEmail: null,
  claimantPhone: null,
  caseType: 'AUTO_ACCIDENT',
  status: 'TREATING',
  accidentDate: '2026-03-02T00:00:00.000Z',
  accidentCity: 'Austin',
  accidentState: 'TX',
  policeReport: 'YES',
  insuranceCarrier: null,
  policyLimit: 25000,
  statuteOfLimitationsDate: '2028-03-02T00:00:00.000Z',
  description: 'Rear-ended at a light',
  collaboratorCompanyIds: ['p1'],
  billedAmount: 1200,
  favorite: false,
  access,
  createdDate: '2026-03-05T00:00:00.000Z',
  updatedAt: '2026-03-05T00:00:00.000Z',
  mergedIntoCaseId: null,
  mergedIntoFolio: null,
});

function open(access: CaseAccess) {
  const dataProvider = fakeDataProvider();
  Object.assign(dataProvider, {
    getOne: vi.fn(async () => ({ data: legalCase(access) })),
    getCaseStatusRequests: vi.fn(async () => ({ requests: [], ask: 'NOT_ALLOWED' })),
    getCaseBilling: vi.fn(async () => ({
      caseId: 'ca1',
      providers: [],
      totals: {
        billedCents: 0,
        paidCents: 0,
        reductionCents: 0,
        balanceDueCents: 0,
        policyLimitCents: 2_500_000,
        billedOverLimitCents: 0,
        dueOverLimitCents: 0,
      },
    })),
  });
  renderPortal('/cases/ca1', { dataProvider });
  return dataProvider;
}

describe('the case page’s Billing tab', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('is offered to the firm and shows the case’s billing', async () => {
    session.set(testSession());
    const dataProvider = open('FIRM');
    fireEvent.click(await screen.findByRole('tab', { name: 'Billing' }));
    expect(await screen.findByText('No provider has bills on this case yet.')).toBeTruthy();
    expect(dataProvider.getCaseBilling).toHaveBeenCalledWith('ca1');
  });

  it('is offered to a collaborating provider', async () => {
    session.set(
      testSession({
        userType: 'HEALTH_PROVIDER',
        companyType: 'HEALTH_PROVIDER',
        company: {
          id: 'p1',
          name: 'Riverside',
          type: 'HEALTH_PROVIDER',
          status: 'VALIDATED',
          subscriptionType: 'PRO',
        },
      }),
    );
    open('COLLABORATOR');
    fireEvent.click(await screen.findByRole('tab', { name: 'Billing' }));
    expect(await screen.findByRole('link', { name: 'Open your billing on this case' })).toBeTruthy();
  });

  it('is not offered to internal staff reading the case', async () => {
    session.set(testSession());
    open('INTERNAL');
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Billing' })).toBeNull();
  });
});
