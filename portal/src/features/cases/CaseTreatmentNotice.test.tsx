import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CaseAccess, CaseAdherence, LegalCaseView } from '@casebridge/domain';
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

const offTrack: CaseAdherence = {
  caseId: 'ca1',
  missed: [
    {
      id: 'a1',
      companyId: 'p1',
      companyName: 'Riverside Spine',
      professionalName: 'Dana Ruiz, DC',
      startDate: '2026-10-01T14:00:00.000Z',
      endDate: '2026-10-01T14:30:00.000Z',
    },
  ],
  lastVisitAt: '2026-10-01T14:30:00.000Z',
  gapDays: 42,
};

function open(access: CaseAccess, adherence: () => Promise<CaseAdherence>) {
  const dataProvider = fakeDataProvider();
  Object.assign(dataProvider, {
    getOne: vi.fn(async () => ({ data: legalCase(access) })),
    getCaseStatusRequests: vi.fn(async () => ({ requests: [], ask: 'NOT_ALLOWED' })),
    getCaseAdherence: vi.fn(adherence),
  });
  renderPortal('/cases/ca1', { dataProvider });
  return dataProvider;
}

describe('the case’s Treatment notice', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('shows the firm its missed appointments and the gap in treatment', async () => {
    session.set(testSession());
    const dataProvider = open('FIRM', async () => offTrack);
    const notice = await screen.findByRole('region', { name: 'Treatment' });
    expect(notice.textContent).toContain('No treatment for 42 days (more than 30)');
    expect(notice.textContent).toContain('Oct 01, 2026');
    expect(notice.textContent).toContain('1 missed appointment:');
    expect(notice.textContent).toContain('Dana Ruiz, DC (Riverside Spine)');
    expect(dataProvider.getCaseAdherence).toHaveBeenCalledWith('ca1');
  });

  it('shows nothing when treatment is on track', async () => {
    session.set(testSession());
    const dataProvider = open('FIRM', async () => ({
      caseId: 'ca1',
      missed: [],
      lastVisitAt: '2026-10-01T14:30:00.000Z',
      gapDays: null,
    }));
    await screen.findByRole('heading', { name: 'Case CB-2026-000001' });
    await waitFor(() => expect(dataProvider.getCaseAdherence).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Treatment' })).toBeNull();
  });

  it('offers Retry when the check fails', async () => {
    session.set(testSession());
    let calls = 0;
    const dataProvider = open('FIRM', async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return offTrack;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Treatment' })).toBeTruthy();
    expect(dataProvider.getCaseAdherence).toHaveBeenCalledTimes(2);
  });

  it('is not asked for by a collaborator', async () => {
    session.set(testSession());
    const dataProvider = open('COLLABORATOR', async () => offTrack);
    await screen.findByRole('heading', { name: 'Case CB-2026-000001' });
    expect(dataProvider.getCaseAdherence).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Treatment' })).toBeNull();
  });
});
