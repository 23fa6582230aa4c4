import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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

function open(access: CaseAccess, path = '/cases/ca1') {
  const dataProvider = fakeDataProvider();
  Object.assign(dataProvider, {
    getOne: vi.fn(async (_resource: string, { id }: { id: string }) => ({
      data: { ...legalCase(access), id, folio: `CB-${id}` },
    })),
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
  const { router } = renderPortal(path, { dataProvider });
  return Object.assign(dataProvider, { router });
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

describe('the case page’s tabs (issue 40 item 35)', { timeout: RENDER_TIMEOUT_MS }, () => {
  const selected = (name: string) => screen.getByRole('tab', { name }).getAttribute('aria-selected');

  it('opens the tab the URL names (a notification’s), and the next case starts on Overview', async () => {
    session.set(testSession());
    const { router } = open('FIRM', '/cases/ca1?tab=billing');
    expect(await screen.findByText('No provider has bills on this case yet.')).toBeTruthy();
    expect(selected('Billing')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Billing' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=billing'));
    await act(() => router.navigate('/cases/ca2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Case CB-ca2' })).toBeTruthy();
    expect(selected('Overview')).toBe('true');
    expect(selected('Billing')).toBe('false');
  });

  it('shows the Overview for a tab this reader is not offered', async () => {
    session.set(testSession());
    open('INTERNAL', '/cases/ca1?tab=billing');
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeTruthy();
    expect(selected('Overview')).toBe('true');
  });
});
