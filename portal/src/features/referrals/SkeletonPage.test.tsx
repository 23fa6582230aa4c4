import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReferralSkeletonRow } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { RENDER_TIMEOUT_MS, fakeDataProvider, renderPortal } from '../../test/portalTestUtils.tsx';
import { providerSession } from './referralTestData.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const row = (id: string, direction: 'SENT' | 'RECEIVED'): ReferralSkeletonRow => ({
  id,
  caseId: `case-${id}`,
  folio: `CB-${id}`,
  direction,
  fromCompanyName: direction === 'SENT' ? 'Riverside Spine' : 'Lee Law',
  toCompanyName: direction === 'SENT' ? 'Lakeview Imaging' : 'Riverside Spine',
  status: 'PENDING',
  createdAt: '2026-10-25T10:00:00.000Z',
});

describe('referrals skeleton', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('shows who referred what to whom, paged by the server', async () => {
    session.set(providerSession());
    const dataProvider = fakeDataProvider();
    Object.assign(dataProvider, {
      listReferralSkeleton: vi.fn(async () => ({
        data: [row('1', 'RECEIVED'), row('2', 'SENT')],
        total: 60,
      })),
    });
    const { location } = renderPortal('/skeleton', { dataProvider });
    const table = await screen.findByRole('table', { name: 'Referrals' });
    expect(dataProvider.listReferralSkeleton).toHaveBeenCalledWith({ page: 0, size: 25 });
    expect(within(table).getByRole('link', { name: 'CB-1' }).getAttribute('href')).toBe('/case-invites/1');
    expect(within(table).getByRole('link', { name: 'CB-2' }).getAttribute('href')).toBe('/cases/case-2');
    expect(within(table).getAllByText('Riverside Spine')).toHaveLength(2);
    expect(document.title).toBe('Referral history · CaseBridge');
    expect(screen.getByRole('heading', { level: 1, name: 'Referral history' })).toBeTruthy();
    expect(screen.queryByText(/skeleton/i)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() =>
      expect(dataProvider.listReferralSkeleton).toHaveBeenLastCalledWith({ page: 1, size: 25 }),
    );
    expect(location()).toBe('/skeleton?page=1&size=25');
  });

  it('says when there is nothing yet', async () => {
    session.set(providerSession());
    const dataProvider = fakeDataProvider();
    Object.assign(dataProvider, { listReferralSkeleton: vi.fn(async () => ({ data: [], total: 0 })) });
    renderPortal('/skeleton?page=3&size=7', { dataProvider });
    expect(await screen.findByText('No referrals yet.')).toBeTruthy();
    expect(dataProvider.listReferralSkeleton).toHaveBeenCalledWith({ page: 3, size: 25 });
  });
});
