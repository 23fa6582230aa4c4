import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { CASE_STATUS_NEXT_STEPS, CLAIMANT_CASE_MESSAGES } from '@casebridge/domain';
import type { Claimant, ClaimantCaseView } from '@casebridge/domain';
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
  attorneyEmail: 'owner@hartwell-law.test',
  firmName: 'Hartwell & Associates Law',
  firmPhone: '3125550100',
  providers: [{ id: 'co2', name: 'Riverside Spine & Rehab', type: 'HEALTH_PROVIDER' }],
  accidentDate: '2026-03-02T00:00:00.000Z',
  accidentCity: 'Chicago',
  accidentState: 'IL',
  statuteOfLimitationsDate: '2028-03-02T00:00:00.000Z',
  createdDate: '2026-03-05T00:00:00.000Z',
  updatedAt: '2026-04-01T00:00:00.000Z',
  documents: [
    {
      id: 'f1',
      name: 'letter-to-client.pdf',
      type: 'application/pdf',
      size: 2048,
      category: 'CORRESPONDENCE',
      uploadedAt: '2026-03-06T00:00:00.000Z',
    },
  ],
};

function setup(cases: ClaimantCaseView[], profileComplete: boolean) {
  session.set(testSession({ userType: 'CLAIMANT', permissions: null, companyType: null, company: null }));
  const dataProvider = fakeDataProvider();
  dataProvider.getMyClaimant = vi.fn(async () => ({ profileComplete }) as Claimant);
  dataProvider.getMyClaimantCases = vi.fn(async () => ({ data: cases, total: cases.length }));
  return renderPortal('/claimant/dashboard', { dataProvider });
}

describe('ClaimantDashboardPage', () => {
  it('shows each case read-only: status, what happens next, attorney, providers and documents', async () => {
    setup([CASE], true);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Auto accident · case HW-0001' },
        { timeout: RENDER_TIMEOUT_MS },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Treating')).toBeTruthy();
    expect(screen.getByText(CASE_STATUS_NEXT_STEPS.TREATING)).toBeTruthy();
    expect(screen.getByText('Grace Hartwell')).toBeTruthy();
    expect(screen.getByText(/Riverside Spine & Rehab/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download letter-to-client.pdf' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Complete your profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: /edit|delete/i })).toBeNull();
  });

  it('links to the profile while it is incomplete, and says when there is no case', async () => {
    setup([], false);
    expect(
      await screen.findByText(CLAIMANT_CASE_MESSAGES.noCases, {}, { timeout: RENDER_TIMEOUT_MS }),
    ).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Complete your profile' });
    expect(link.getAttribute('href')).toBe('/claimant/complete-profile');
  });
});
