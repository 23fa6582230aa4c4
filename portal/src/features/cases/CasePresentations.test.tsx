import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@casebridge/domain';
import type { CollaboratorCandidate, LegalCaseView, ReferralView } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { RENDER_TIMEOUT_MS, fakeDataProvider, testSession } from '../../test/portalTestUtils.tsx';
import { renderInAdmin } from '../../test/renderInAdmin.tsx';
import { CasePresentations } from './CasePresentations.tsx';
import { PresentCaseDialog } from './PresentCaseDialog.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const CASE = { id: 'ca1', folio: 'CB-2026-000001', access: 'FIRM' } as LegalCaseView;
const CANDIDATES: CollaboratorCandidate[] = [
  { companyId: 'hp1', name: 'Riverside Spine', type: 'HEALTH_PROVIDER', city: 'Austin', state: 'TX' },
  { companyId: 'f1', name: 'Lakeview Imaging', type: 'FACILITY', city: 'Dallas', state: 'TX' },
];
const presentation = (overrides: Partial<ReferralView>) =>
  ({
    id: 'r1',
    caseId: 'ca1',
    folio: 'CB-2026-000001',
    toCompanyId: 'hp1',
    toCompanyName: 'Riverside Spine',
    status: 'PENDING',
    createdAt: '2026-10-20T10:00:00.000Z',
    expiresAt: '2026-10-27T10:00:00.000Z',
    answeredAt: null,
    rejectMotive: null,
    rejectReason: null,
    assigned: [],
    resentAsId: null,
    canResend: false,
    ...overrides,
  }) as ReferralView;

function provider() {
  const dataProvider = fakeDataProvider();
  Object.assign(dataProvider, {
    searchCollaboratorCandidates: vi.fn(async () => CANDIDATES),
    getCompanyProfessionals: vi.fn(async () => [
      { id: 'p1', name: 'Ana', lastName: 'Ruiz', credentials: 'DC' },
    ]),
    presentCase: vi.fn(async () => [presentation({})]),
    resendReferral: vi.fn(async () =>
      presentation({ id: 'r3', toCompanyId: 'f1', toCompanyName: 'Lakeview Imaging' }),
    ),
    getCaseReferrals: vi.fn(async () => [
      presentation({
        id: 'r2',
        status: 'REJECTED',
        rejectMotive: 'OUTSIDE_AREA',
        rejectReason: 'Outside our area',
        answeredAt: '2026-10-21T10:00:00.000Z',
        canResend: true,
      }),
      presentation({ id: 'r1' }),
    ]),
  });
  return dataProvider;
}

async function search(dialog: HTMLElement, text: string) {
  fireEvent.change(within(dialog).getByLabelText('Search providers and facilities'), {
    target: { value: text },
  });
  return within(dialog).findByRole('list', { name: 'Matching companies' });
}

describe('presenting a case', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('needs a company and the treatment; sends the chosen companies and professionals', async () => {
    session.set(testSession());
    const dataProvider = provider();
    const onPresented = vi.fn();
    renderInAdmin(
      <PresentCaseDialog legalCase={CASE} onClose={() => {}} onPresented={onPresented} />,
      dataProvider,
    );
    const dialog = screen.getByRole('dialog', { name: 'Present case CB-2026-000001' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Present case' }));
    expect(await within(dialog).findByText(MESSAGES.selectAtLeastOne)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.fieldRequired)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Treatment needed/ }));
    expect(dataProvider.presentCase).not.toHaveBeenCalled();

    const matches = await search(dialog, 'ri');
    expect(dataProvider.searchCollaboratorCandidates).toHaveBeenCalledWith('ca1', 'ri');
    fireEvent.click(within(matches).getByRole('button', { name: 'Choose Riverside Spine' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose professionals of Riverside Spine' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Ana Ruiz, DC' }));
    fireEvent.click(within(matches).getByRole('button', { name: 'Choose Lakeview Imaging' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Treatment needed/ }), {
      target: { value: 'Chiropractic care' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Present case' }));
    await waitFor(() =>
      expect(dataProvider.presentCase).toHaveBeenCalledWith({
        caseId: 'ca1',
        recipients: [
          { companyId: 'hp1', professionalIds: ['p1'] },
          { companyId: 'f1', professionalIds: [] },
        ],
        message: '',
        treatmentNeeded: 'Chiropractic care',
      }),
    );
    await waitFor(() => expect(onPresented).toHaveBeenCalled());
    expect(await screen.findByText('Case CB-2026-000001 presented to Riverside Spine')).toBeTruthy();
  });
});

describe('the case’s presentations', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('lists each company with its status and reason; a rejected one is sent to another provider in one step', async () => {
    session.set(testSession());
    const dataProvider = provider();
    renderInAdmin(<CasePresentations legalCase={CASE} />, dataProvider);
    const table = await screen.findByRole('table', { name: 'Presentations' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Rejected')).toBeTruthy();
    expect(within(rows[0]!).getByText('Reason: Outside our area')).toBeTruthy();
    expect(within(rows[1]!).getByText('Expires on Oct 27, 2026')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Send to another provider' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Send case CB-2026-000001 to another provider',
    });
    const matches = await search(dialog, 'la');
    expect(within(matches).queryByText('Riverside Spine')).toBeNull();
    fireEvent.click(within(matches).getByRole('button', { name: 'Send to Lakeview Imaging' }));
    await waitFor(() => expect(dataProvider.resendReferral).toHaveBeenCalledWith('r2', { companyId: 'f1' }));
    expect(await screen.findByText('Case CB-2026-000001 sent to Lakeview Imaging')).toBeTruthy();
    await waitFor(() => expect(dataProvider.getCaseReferrals).toHaveBeenCalledTimes(2));
  });
});
