import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { RENDER_TIMEOUT_MS, fakeDataProvider, testSession } from '../../test/portalTestUtils.tsx';
import { renderInAdmin } from '../../test/renderInAdmin.tsx';
import { CaseFunding } from './CaseFunding.tsx';
import { FUNDING_CASE, fundingRequest } from './fundingTestData.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const REJECTED = fundingRequest({
  id: 'fr2',
  status: 'REJECTED',
  type: 'LIEN_PURCHASE',
  requestFor: 'FIRM',
  amount: 12000,
  rejectReason: 'Policy limit too low',
  history: [
    { status: 'PENDING', at: '2026-10-01T10:00:00.000Z', byId: 'u1', byName: 'Ann Lee', reason: null },
    {
      status: 'REJECTED',
      at: '2026-10-03T10:00:00.000Z',
      byId: 'x',
      byName: 'Summit Lien Capital',
      reason: 'Policy limit too low',
    },
  ],
});

function provider() {
  const dataProvider = fakeDataProvider();
  Object.assign(dataProvider, {
    getCaseFundingRequests: vi.fn(async () => [fundingRequest(), REJECTED]),
    setFundingStatus: vi.fn(async () => fundingRequest({ status: 'PENDING' })),
  });
  return dataProvider;
}

describe('the case’s funding tab', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('lists the requests with the spec’s labels, the reason of a rejection and the history on demand', async () => {
    session.set(testSession({ permissions: 'MEMBER' }));
    renderInAdmin(<CaseFunding legalCase={FUNDING_CASE} />, provider());
    const table = await screen.findByRole('table', { name: 'Funding requests' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Under Review')).toBeTruthy();
    expect(within(rows[1]!).getByText('For the client')).toBeTruthy();
    expect(within(rows[1]!).getByText('$5,000.00')).toBeTruthy();
    expect(within(rows[1]!).getByText('Summit Funding')).toBeTruthy();
    expect(within(table).getByText('For the firm')).toBeTruthy();
    expect(within(rows[3]!).getByText('Reason: Policy limit too low')).toBeTruthy();
    // A member does not review: no Approve or Reject.
    expect(within(table).queryByRole('button', { name: 'Approve' })).toBeNull();

    const toggles = within(table).getAllByRole('button', { name: 'Show history' });
    expect(toggles[1]!.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggles[1]!.getAttribute('aria-controls')!)).toBeTruthy();
    fireEvent.click(toggles[1]!);
    expect(toggles[1]!.getAttribute('aria-expanded')).toBe('true');
    const history = await screen.findByRole('list', { name: 'History of the request of Oct 20, 2026' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(within(history).getByText('Rejected · Oct 03, 2026 · Summit Lien Capital')).toBeTruthy();
  });

  it('the owner approves a member’s request for sending after a confirmation', async () => {
    session.set(testSession({ permissions: 'OWNER' }));
    const dataProvider = provider();
    renderInAdmin(<CaseFunding legalCase={FUNDING_CASE} />, dataProvider);
    const table = await screen.findByRole('table', { name: 'Funding requests' });
    // Only the request under review offers the review.
    expect(within(table).getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
    fireEvent.click(within(table).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this funding request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and send' }));
    await waitFor(() =>
      expect(dataProvider.setFundingStatus).toHaveBeenCalledWith('fr1', 'PENDING', undefined),
    );
    expect(await screen.findByText('Funding request sent to the factoring company')).toBeTruthy();
  });

  it('the owner rejects only with a reason', async () => {
    session.set(testSession({ permissions: 'ADMIN' }));
    const dataProvider = provider();
    renderInAdmin(<CaseFunding legalCase={FUNDING_CASE} />, dataProvider);
    const table = await screen.findByRole('table', { name: 'Funding requests' });
    fireEvent.click(within(table).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this funding request' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(MESSAGES.fieldRequired)).toBeTruthy();
    expect(dataProvider.setFundingStatus).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Too early in the case' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(dataProvider.setFundingStatus).toHaveBeenCalledWith(
        'fr1',
        'OWNER_REJECTED',
        'Too early in the case',
      ),
    );
  });

  it('shows an empty state and a failure with a way to try again', async () => {
    session.set(testSession());
    const dataProvider = fakeDataProvider();
    const getCaseFundingRequests = vi
      .fn()
      .mockRejectedValueOnce(new Error('Server down'))
      .mockResolvedValueOnce([]);
    Object.assign(dataProvider, { getCaseFundingRequests });
    renderInAdmin(<CaseFunding legalCase={FUNDING_CASE} />, dataProvider);
    expect(await screen.findByText('Server down')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No funding was requested for this case yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request funding' })).toBeTruthy();
  });

  it('offers no new request on a closed case', async () => {
    session.set(testSession());
    const dataProvider = fakeDataProvider();
    Object.assign(dataProvider, { getCaseFundingRequests: vi.fn(async () => []) });
    renderInAdmin(<CaseFunding legalCase={{ ...FUNDING_CASE, status: 'CLOSED' }} />, dataProvider);
    expect(await screen.findByText('No funding was requested for this case yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request funding' })).toBeNull();
  });
});
