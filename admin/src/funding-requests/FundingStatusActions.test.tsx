import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RecordContextProvider, testDataProvider } from 'react-admin';
import { MESSAGES } from '@casebridge/domain';
import type { Actor, FundingRequest, FundingStatus } from '@casebridge/domain';
import { TestAdmin, signedIn } from '../test/TestAdmin.tsx';
import { FundingStatusActions } from './FundingStatusActions.tsx';

afterEach(cleanup);

const superUser: Actor = {
  userType: 'SUPER_USER',
  permission: null,
  position: null,
  companyType: null,
  companyStatus: null,
  subscriptionType: null,
};

const request = (status: FundingStatus): FundingRequest => ({
  id: 'f1',
  caseId: 'c1',
  attorneyCompanyId: 'firm',
  factoringCompanyId: 'fc1',
  requestedBy: 'u1',
  status,
  requestFor: 'CLIENT',
  type: 'ADVANCE',
  amount: 5000,
  note: '',
  rejectReason: null,
  history: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

function renderActions(status: FundingStatus) {
  const setFundingStatus = vi.fn(() => Promise.resolve(request(status)));
  render(
    <TestAdmin
      dataProvider={{ ...testDataProvider(), setFundingStatus }}
      authProvider={signedIn(superUser)}
      resource="funding-requests"
    >
      <RecordContextProvider value={request(status)}>
        <FundingStatusActions />
      </RecordContextProvider>
    </TestAdmin>,
  );
  return { setFundingStatus };
}

describe('FundingStatusActions', () => {
  it('asks for the reason of a rejection and sends it', async () => {
    const { setFundingStatus } = renderActions('PENDING');
    fireEvent.click(await screen.findByRole('button', { name: 'Move to Rejected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(MESSAGES.fieldRequired)).toBeTruthy();
    expect(setFundingStatus).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: '  Liability unclear ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(setFundingStatus).toHaveBeenCalledWith('f1', 'REJECTED', 'Liability unclear'));
  });

  it('moves to a non-rejecting status after a plain confirmation, without a reason', async () => {
    const { setFundingStatus } = renderActions('OWNER_REVIEW');
    expect(await screen.findByRole('button', { name: 'Move to Owner Rejected' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move to Pending' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the status?' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(setFundingStatus).toHaveBeenCalledWith('f1', 'PENDING'));
  });
});
