import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { ClaimantDashboard } from '@casebridge/domain';
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

const CASE: ClaimantDashboard['cases'][number] = {
  id: 'ca1',
  folio: 'CB-2026-000001',
  status: 'TREATING',
  caseType: 'AUTO_ACCIDENT',
  accidentDate: '2026-06-01',
  firmName: 'Hartwell & Associates Law',
  attorneyName: 'Eleanor Hartwell',
  attorneyEmail: 'owner@hartwell-law.test',
  providers: [
    {
      name: 'Riverside Spine & Rehab',
      type: 'HEALTH_PROVIDER',
      city: 'Austin',
      state: 'TX',
      phoneNumber: '5125550100',
    },
  ],
  nextAppointment: {
    startDate: '2026-12-02T15:30:00.000Z',
    endDate: '2026-12-02T16:00:00.000Z',
    providerName: 'Riverside Spine & Rehab',
  },
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function setup(dashboard: ClaimantDashboard) {
  session.set(testSession({ userType: 'CLAIMANT', permissions: null, companyType: null, company: null }));
  const dataProvider = fakeDataProvider();
  dataProvider.getClaimantDashboard = vi.fn(() => Promise.resolve(dashboard));
  return renderPortal('/claimant/dashboard', { dataProvider });
}

describe('claimant dashboard', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('shows each case with its status, attorney, providers and next appointment', async () => {
    setup({ claimantName: 'Maria Lopez', profileComplete: true, cases: [CASE] });
    expect(await screen.findByRole('heading', { name: 'Case CB-2026-000001' })).toBeTruthy();
    expect(screen.getByText('Treating')).toBeTruthy();
    expect(screen.getByText(/Eleanor Hartwell, Hartwell & Associates Law/)).toBeTruthy();
    expect(
      screen.getByText(/Riverside Spine & Rehab \(Health provider, Austin\) · \(512\) 555-0100/),
    ).toBeTruthy();
    expect(screen.getByText(/Dec 02, 2026 at 15:30 UTC with Riverside Spine & Rehab/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit your profile' }).getAttribute('href')).toBe(
      '/claimant/complete-profile',
    );
  });

  it('asks to complete an incomplete profile, and says when there is no case yet', async () => {
    setup({ claimantName: 'Maria Lopez', profileComplete: false, cases: [] });
    expect(await screen.findByText(/Your profile is not complete yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe(
      '/claimant/complete-profile',
    );
    expect(screen.getByText(/You have no case yet/)).toBeTruthy();
  });
});
