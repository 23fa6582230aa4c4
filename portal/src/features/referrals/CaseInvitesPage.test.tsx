import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { actorFromSession, homePath } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import type { GetListParams } from 'react-admin';
import { RENDER_TIMEOUT_MS, SESSIONS, fakeDataProvider, renderPortal } from '../../test/portalTestUtils.tsx';
import { providerSession, referralView } from './referralTestData.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const COUNTS = { PENDING: 12, ACCEPTED: 3, REJECTED: 1, EXPIRED: 0 };

function provider() {
  const dataProvider = fakeDataProvider();
  const getList = vi.fn(async (_resource: string, params: GetListParams) =>
    params.filter.status === 'EXPIRED'
      ? { data: [], total: 0 }
      : {
          data: [referralView(), referralView({ id: 'r2', folio: 'CB-2026-000002', firmName: 'Hart Law' })],
          total: 12,
        },
  );
  Object.assign(dataProvider, {
    getList,
    getReferralStatusCounts: vi.fn(async () => COUNTS),
  });
  return { dataProvider, getList };
}

const lastListParams = (getList: ReturnType<typeof provider>['getList']) => getList.mock.calls.at(-1)![1];

describe('case invites list', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('lists the pending invites with the status tabs and their counts; tabs, search, sort and pages ask the server', async () => {
    session.set(providerSession());
    const { dataProvider, getList } = provider();
    renderPortal('/case-invites', { dataProvider });
    const table = await screen.findByRole('table', { name: 'Case invites' });
    expect(getList.mock.calls[0]![0]).toBe('referrals');
    expect(lastListParams(getList)).toMatchObject({
      filter: { status: 'PENDING' },
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
    });
    const tabs = within(screen.getByRole('tablist', { name: 'Invite status' })).getAllByRole('tab');
    await waitFor(() =>
      expect(tabs.map((t) => t.textContent)).toEqual([
        'Pending (12)',
        'Accepted (3)',
        'Rejected (1)',
        'Expired (0)',
      ]),
    );
    const row = within(table).getByRole('link', { name: 'CB-2026-000001' }).closest('tr')!;
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/case-invites/r1');
    expect(within(row).getByText('Lee Law')).toBeTruthy();
    expect(within(row).getByText('Auto accident')).toBeTruthy();
    expect(within(row).getByText('Nov 06, 2026')).toBeTruthy();
    expect(screen.getByText('1–10 of 12')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Firm' }));
    await waitFor(() => expect(lastListParams(getList).sort).toEqual({ field: 'firmName', order: 'ASC' }));
    fireEvent.change(screen.getByLabelText('Search by folio or firm'), { target: { value: 'back' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastListParams(getList).filter).toEqual({ status: 'PENDING', q: 'back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastListParams(getList).pagination?.page).toBe(2));

    fireEvent.click(screen.getByRole('tab', { name: 'Expired (0)' }));
    await waitFor(() => expect(lastListParams(getList).filter).toEqual({ status: 'EXPIRED', q: 'back' }));
    expect(await screen.findByText('No invite matches this search.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Referral history' }).getAttribute('href')).toBe('/skeleton');
  });

  it('shows the server’s message when the list fails, with a way to try again', async () => {
    session.set(providerSession());
    const dataProvider = fakeDataProvider();
    Object.assign(dataProvider, {
      getList: vi.fn(async () => {
        throw new Error('The list is unavailable');
      }),
      getReferralStatusCounts: vi.fn(async () => COUNTS),
    });
    renderPortal('/case-invites', { dataProvider });
    expect(await screen.findByText('The list is unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is in the header menu of providers and facilities only; others are sent to their home page', async () => {
    session.set(providerSession({ companyType: 'FACILITY', userType: 'SUPPORT' }));
    const { dataProvider } = provider();
    renderPortal('/case-invites', { dataProvider });
    const nav = await screen.findByRole('navigation', { name: 'Main', hidden: true });
    expect(within(nav).getByRole('link', { name: 'Case Invites', hidden: true })).toBeTruthy();
    cleanup();

    const attorney = SESSIONS.attorneyOwnerBasic();
    session.set(attorney);
    const { location } = renderPortal('/case-invites', { dataProvider });
    await waitFor(() => expect(location()).toBe(homePath(actorFromSession(attorney))));
    const attorneyNav = await screen.findByRole('navigation', { name: 'Main', hidden: true });
    expect(within(attorneyNav).queryByRole('link', { name: 'Case Invites', hidden: true })).toBeNull();
  });
});
