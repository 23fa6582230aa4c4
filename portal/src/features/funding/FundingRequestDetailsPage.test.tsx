import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { RENDER_TIMEOUT_MS, SESSIONS, fakeDataProvider, renderPortal } from '../../test/portalTestUtils.tsx';
import { fundingRequest } from './fundingTestData.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const PENDING = fundingRequest({
  status: 'PENDING',
  history: [
    {
      status: 'OWNER_REVIEW',
      at: '2026-10-20T10:00:00.000Z',
      byId: 'u2',
      byName: 'Mia Member',
      reason: null,
    },
    { status: 'PENDING', at: '2026-10-21T10:00:00.000Z', byId: 'u1', byName: 'Ann Lee', reason: null },
  ],
});

function provider(record = PENDING) {
  const dataProvider = fakeDataProvider();
  const getOne = vi.fn(async () => ({ data: record }));
  Object.assign(dataProvider, {
    getOne,
    getFundingCaseFacts: vi.fn(async () => ({
      requestId: 'fr1',
      caseId: 'ca1',
      folio: 'CB-2026-000001',
      caseType: 'AUTO_ACCIDENT',
      caseStatus: 'TREATING',
      accidentDate: '2026-03-02',
      accidentState: 'TX',
      policeReport: 'YES',
      policyLimit: 100000,
      billedTotal: 12500,
      firmName: 'Hartwell & Associates Law',
    })),
    getUsersFundedByMe: vi.fn(async () => [
      { id: 'u2', name: 'Mia', lastName: 'Member', attorneyCompanyId: 'c1', amount: 7500, requests: 2 },
    ]),
    setFundingStatus: vi.fn(async (_id: string, status: 'APPROVED' | 'REJECTED', reason?: string) =>
      fundingRequest({ status, rejectReason: reason ?? null }),
    ),
  });
  return { dataProvider, getOne };
}

describe('a funding request’s details (factoring company)', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('shows the request and its history, and accepts it after a confirmation', async () => {
    session.set(SESSIONS.factoring());
    const { dataProvider, getOne } = provider();
    renderPortal('/funding-request-details/fr1', { dataProvider });
    expect(await screen.findByRole('heading', { name: 'Funding request', level: 1 })).toBeTruthy();
    expect(getOne).toHaveBeenCalledWith('funding-requests', expect.objectContaining({ id: 'fr1' }));
    expect(document.title).toBe('Funding request · CaseBridge');
    expect(screen.getByText('Advance')).toBeTruthy();
    expect(screen.getByText('For the client')).toBeTruthy();
    expect(screen.getByText('$5,000.00')).toBeTruthy();
    expect(screen.getByText('Rent while treating')).toBeTruthy();
    expect(await screen.findByText('Hartwell & Associates Law')).toBeTruthy();
    expect(screen.getByText('CB-2026-000001')).toBeTruthy();
    expect(screen.getByText('$100,000.00')).toBeTruthy();
    expect(screen.getByText('$12,500.00')).toBeTruthy();
    expect(dataProvider.getFundingCaseFacts).toHaveBeenCalledWith('fr1');
    expect(await screen.findByText('$7,500.00 in 2 accepted requests')).toBeTruthy();
    expect(dataProvider.getUsersFundedByMe).toHaveBeenCalledWith('ca1');
    const history = screen.getByRole('list', { name: 'History of the request' });
    expect(within(history).getByText('Pending · Oct 21, 2026 · Ann Lee')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this funding request?' });
    expect(dataProvider.setFundingStatus).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(dataProvider.setFundingStatus).toHaveBeenCalledWith('fr1', 'APPROVED', undefined),
    );
    expect(await screen.findByText('Funding request accepted')).toBeTruthy();
  });

  it('rejects only with a reason', async () => {
    session.set(SESSIONS.factoring());
    const { dataProvider } = provider();
    renderPortal('/funding-request-details/fr1', { dataProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this funding request' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(MESSAGES.fieldRequired)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Reason/ }));
    expect(dataProvider.setFundingStatus).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Policy limit too low' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(dataProvider.setFundingStatus).toHaveBeenCalledWith('fr1', 'REJECTED', 'Policy limit too low'),
    );
  });

  it('offers no decision once decided, and shows the reason of a rejection', async () => {
    session.set(SESSIONS.factoring());
    const { dataProvider } = provider(
      fundingRequest({ status: 'REJECTED', rejectReason: 'Policy limit too low' }),
    );
    renderPortal('/funding-request-details/fr1', { dataProvider });
    expect(await screen.findByText('Policy limit too low')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('says when the request does not exist', async () => {
    session.set(SESSIONS.factoring());
    const dataProvider = fakeDataProvider();
    Object.assign(dataProvider, {
      getOne: vi.fn(async () => Promise.reject(Object.assign(new Error('Not found'), { status: 404 }))),
    });
    renderPortal('/funding-request-details/nope', { dataProvider });
    expect(await screen.findByText('This funding request does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← All funding requests' })).toBeTruthy();
  });
});
