import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PresentedCase, ReferralView } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { RENDER_TIMEOUT_MS, fakeDataProvider, testSession } from '../../test/portalTestUtils.tsx';
import { renderInAdmin } from '../../test/renderInAdmin.tsx';
import { PresentedCaseBanner } from './PresentedCaseBanner.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const presented = (status: PresentedCase['presentedStatus']): PresentedCase => ({
  caseId: 'ca1',
  referralId: 'r1',
  folio: 'CB-2026-000001',
  caseType: 'AUTO_ACCIDENT',
  accidentDate: '2026-09-14',
  accidentCity: 'Austin',
  accidentState: 'TX',
  description: 'Rear-end collision.',
  firmName: 'Lee Law',
  presentedAt: '2026-10-30T10:00:00.000Z',
  presentedStatus: status,
  collaborating: status === 'ACCEPTED',
});
const invite = (overrides: Partial<ReferralView> = {}) =>
  ({
    id: 'r1',
    caseId: 'ca1',
    folio: 'CB-2026-000001',
    firmName: 'Lee Law',
    canAnswer: true,
    canReject: true,
    rejectDeniedReason: null,
    ...overrides,
  }) as ReferralView;

describe('the case list’s presented case', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('accepts the pending case right from the list, then offers to open it', async () => {
    session.set(testSession({ userType: 'HEALTH_PROVIDER', companyType: 'HEALTH_PROVIDER' }));
    let status: PresentedCase['presentedStatus'] = 'PENDING';
    const dataProvider = fakeDataProvider();
    Object.assign(dataProvider, {
      getPresentedCase: vi.fn(async () => presented(status)),
      getReferral: vi.fn(async () => invite({ canAnswer: status === 'PENDING' })),
      acceptReferral: vi.fn(async () => {
        status = 'ACCEPTED';
        return invite({ canAnswer: false });
      }),
    });
    renderInAdmin(<PresentedCaseBanner caseId="ca1" onDismiss={() => {}} />, dataProvider);
    const banner = await screen.findByRole('region', { name: 'Case CB-2026-000001 presented by Lee Law' });
    expect(within(banner).getByRole('link', { name: 'Invite details' }).getAttribute('href')).toBe(
      '/case-invites/r1',
    );
    expect(await within(banner).findByRole('button', { name: 'Reject' })).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: 'Accept' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Accept case' }));
    await waitFor(() => expect(dataProvider.acceptReferral).toHaveBeenCalledWith('r1'));
    expect(await screen.findByRole('link', { name: 'Open case' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('rejects from the list through the invite’s reject dialog', async () => {
    session.set(testSession({ userType: 'HEALTH_PROVIDER', companyType: 'HEALTH_PROVIDER' }));
    const dataProvider = fakeDataProvider();
    Object.assign(dataProvider, {
      getPresentedCase: vi.fn(async () => presented('PENDING')),
      getReferral: vi.fn(async () => invite()),
      rejectReferral: vi.fn(async () => invite({ canAnswer: false })),
    });
    renderInAdmin(<PresentedCaseBanner caseId="ca1" onDismiss={() => {}} />, dataProvider);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject case CB-2026-000001' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Not accepting new patients' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject case' }));
    await waitFor(() =>
      expect(dataProvider.rejectReferral).toHaveBeenCalledWith('r1', { motive: 'NOT_ACCEPTING_PATIENTS' }),
    );
  });
});
