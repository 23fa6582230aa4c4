import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { caseDeletionRefusal } from '@casebridge/domain';
import type { CaseDeletionCheck, LegalCaseView } from '@casebridge/domain';
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

const legalCase = {
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
  policyLimit: null,
  statuteOfLimitationsDate: '2028-03-02T00:00:00.000Z',
  description: '',
  collaboratorCompanyIds: [],
  billedAmount: 0,
  favorite: false,
  access: 'FIRM',
  createdDate: '2026-03-05T00:00:00.000Z',
  updatedAt: '2026-03-05T00:00:00.000Z',
  mergedIntoCaseId: null,
  mergedIntoFolio: null,
} as LegalCaseView;

const related = {
  billingRecords: 0,
  sharedFiles: 0,
  settlementFinalized: false,
  otherCompaniesRecords: 0,
  merged: false,
};

function open(check: Partial<CaseDeletionCheck['related']>) {
  session.set(testSession());
  const dataProvider = fakeDataProvider();
  const all = { ...related, ...check };
  Object.assign(dataProvider, {
    getOne: vi.fn(async () => ({ data: legalCase })),
    getCaseStatusRequests: vi.fn(async () => ({ requests: [], ask: 'NOT_ALLOWED' })),
    getCaseDeletion: vi.fn(async () => ({
      caseId: 'ca1',
      related: all,
      blockers: [],
      refusal: null,
      restoreDays: 30,
    })),
    delete: vi.fn(async () => ({ data: { id: 'ca1' } })),
  });
  renderPortal('/cases/ca1', { dataProvider });
  return dataProvider;
}

describe('the Delete case dialog (issue 40 item 28)', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('says why a case with billing and a finalized statement cannot be deleted, and offers no delete', async () => {
    open({ billingRecords: 3, settlementFinalized: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete case' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await screen.findByText(caseDeletionRefusal('CB-2026-000001', ['BILLING', 'FINALIZED_SETTLEMENT'])),
    ).toBeTruthy();
    expect(dialog.textContent).toContain('Close or withdraw it instead');
    expect(
      screen.queryAllByRole('button', { name: 'Delete case' }).filter((b) => dialog.contains(b)),
    ).toEqual([]);
  });

  it('says an empty case can be restored for 30 days, then deletes it', async () => {
    const dataProvider = open({});
    fireEvent.click(await screen.findByRole('button', { name: 'Delete case' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.textContent).toContain('You can restore it there until'));
    const confirm = screen.getAllByRole('button', { name: 'Delete case' }).find((b) => dialog.contains(b))!;
    fireEvent.click(confirm);
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalled());
    expect(
      await screen.findByText(/Case CB-2026-000001 deleted. You can restore it from Deleted cases/),
    ).toBeTruthy();
  });
});
