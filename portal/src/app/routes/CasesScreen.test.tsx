import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { ClaimantCaseView } from '@casebridge/domain';
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

const CASE: ClaimantCaseView = {
  id: 'c1',
  folio: 'HW-0001',
  caseType: 'AUTO_ACCIDENT',
  status: 'TREATING',
  attorneyName: 'Grace Hartwell',
  attorneyEmail: null,
  firmName: 'Hartwell & Associates Law',
  firmPhone: null,
  providers: [],
  accidentDate: '2026-03-02T00:00:00.000Z',
  accidentCity: 'Chicago',
  accidentState: 'IL',
  statuteOfLimitationsDate: '2028-03-02T00:00:00.000Z',
  createdDate: '2026-03-05T00:00:00.000Z',
  updatedAt: '2026-04-01T00:00:00.000Z',
  documents: [],
};

describe('/cases (issue 39)', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('a claimant sees their own cases as on their dashboard, not the firm’s case table', async () => {
    session.set(testSession({ userType: 'CLAIMANT', permissions: null, companyType: null, company: null }));
    const dataProvider = fakeDataProvider();
    dataProvider.getMyClaimantCases = vi.fn(async () => ({ data: [CASE], total: 1 }));
    const getList = vi.spyOn(dataProvider, 'getList');
    renderPortal('/cases', { dataProvider });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Auto accident · case HW-0001' },
        { timeout: RENDER_TIMEOUT_MS },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My cases' })).toBeTruthy();
    expect(screen.getByText('Grace Hartwell')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(getList.mock.calls.some(([resource]) => resource === 'cases')).toBe(false);
  });
});
