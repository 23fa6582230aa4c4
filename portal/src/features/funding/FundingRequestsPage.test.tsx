import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { actorFromSession, homePath } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import type { GetListParams } from 'react-admin';
import { RENDER_TIMEOUT_MS, SESSIONS, fakeDataProvider, renderPortal } from '../../test/portalTestUtils.tsx';
import { fundingRequest } from './fundingTestData.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const COUNTS = { OWNER_REVIEW: 0, OWNER_REJECTED: 0, PENDING: 12, REJECTED: 0, APPROVED: 3 };

function provider() {
  const dataProvider = fakeDataProvider();
  const getList = vi.fn(async (_resource: string, params: GetListParams) =>
    params.filter.status === 'REJECTED'
      ? { data: [], total: 0 }
      : {
          data: [fundingRequest({ status: 'PENDING' }), fundingRequest({ id: 'fr2', status: 'PENDING' })],
          total: 12,
        },
  );
  Object.assign(dataProvider, { getList, getFundingStatusCounts: vi.fn(async () => COUNTS) });
  return { dataProvider, getList };
}

const lastParams = (getList: ReturnType<typeof provider>['getList']) => getList.mock.calls.at(-1)![1];

describe('the factoring companies’ funding list', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('is where a factoring user lands: pending requests, status tabs with counts, sort, search and pages', async () => {
    session.set(SESSIONS.factoring());
    expect(homePath(actorFromSession(SESSIONS.factoring()))).toBe('/funding-requests');
    const { dataProvider, getList } = provider();
    renderPortal('/funding-requests', { dataProvider });
    const table = await screen.findByRole('table', { name: 'Funding requests' });
    expect(document.title).toBe('Funding Applications · CaseBridge');
    expect(getList.mock.calls[0]![0]).toBe('funding-requests');
    expect(lastParams(getList)).toMatchObject({
      filter: { status: 'PENDING' },
      sort: { field: 'updatedAt', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
    });
    const tabs = within(screen.getByRole('tablist', { name: 'Funding request status' })).getAllByRole('tab');
    await waitFor(() =>
      expect(tabs.map((t) => t.textContent)).toEqual(['Pending (12)', 'Accepted (3)', 'Rejected (0)']),
    );
    expect(within(table).getAllByText('CB-0001')[0]).toBeTruthy();
    expect(within(table).getAllByText('Lee & Park')[0]).toBeTruthy();
    const link = within(table).getAllByRole('link', { name: /Request of Oct 20, 2026/ })[0]!;
    expect(link.getAttribute('href')).toBe('/funding-request-details/fr1');
    expect(within(link.closest('tr')!).getByText('For the client')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(lastParams(getList).sort).toEqual({ field: 'amount', order: 'ASC' }));
    fireEvent.change(screen.getByLabelText('Search the requests'), { target: { value: 'rent' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ status: 'PENDING', q: 'rent' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Rejected (0)' }));
    expect(await screen.findByText('No request matches this search.')).toBeTruthy();
    expect(lastParams(getList).filter).toEqual({ status: 'REJECTED', q: 'rent' });
  });

  it('keeps the status tab and the page in the session: coming back opens the same view', async () => {
    session.set(SESSIONS.factoring());
    const first = provider();
    renderPortal('/funding-requests', { dataProvider: first.dataProvider });
    await screen.findByRole('table', { name: 'Funding requests' });
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastParams(first.getList).pagination?.page).toBe(2));
    expect(session.getFundingQuery()).toEqual({ filter: 'PENDING', page: 1 });
    fireEvent.click(screen.getByRole('tab', { name: /Accepted/ }));
    await waitFor(() => expect(lastParams(first.getList).filter).toEqual({ status: 'APPROVED' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(session.getFundingQuery()).toEqual({ filter: 'APPROVED', page: 1 }));
    cleanup();

    const again = provider();
    renderPortal('/funding-requests', { dataProvider: again.dataProvider });
    await screen.findByRole('table', { name: 'Funding requests' });
    expect(lastParams(again.getList)).toMatchObject({
      filter: { status: 'APPROVED' },
      pagination: { page: 2, perPage: 10 },
    });
    expect(screen.getByRole('tab', { name: /Accepted/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the server’s message when the list fails, with a way to try again', async () => {
    session.set(SESSIONS.factoring());
    const { dataProvider, getList } = provider();
    getList.mockRejectedValueOnce(new Error('Server down'));
    renderPortal('/funding-requests', { dataProvider });
    expect(await screen.findByText('Server down')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Funding requests' })).toBeTruthy();
  });
});
