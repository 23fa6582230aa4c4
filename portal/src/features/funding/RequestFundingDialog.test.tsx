import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { RENDER_TIMEOUT_MS, fakeDataProvider, testSession } from '../../test/portalTestUtils.tsx';
import { renderInAdmin } from '../../test/renderInAdmin.tsx';
import { FUNDING_CASE, factoringCompany, fundingRequest } from './fundingTestData.ts';
import { RequestFundingDialog } from './RequestFundingDialog.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function provider(companies = [factoringCompany()]) {
  const dataProvider = fakeDataProvider();
  Object.assign(dataProvider, {
    searchFactoringCompanies: vi.fn(async () => companies),
    createFundingRequest: vi.fn(async () => fundingRequest()),
  });
  return dataProvider;
}

const open = (dataProvider: ReturnType<typeof provider>, onClose = vi.fn()) => {
  session.set(testSession({ permissions: 'MEMBER' }));
  renderInAdmin(<RequestFundingDialog legalCase={FUNDING_CASE} onClose={onClose} />, dataProvider);
  return screen.getByRole('dialog', { name: 'Request funding for case CB-2026-000001' });
};

describe('requesting funding', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('refuses an empty request with the spec’s messages and focuses the first invalid field', async () => {
    const dataProvider = provider();
    const dialog = open(dataProvider);
    expect(within(dialog).getByText(/Enter the amount and choose the type/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(within(dialog).getAllByText(MESSAGES.invalidOption)).toHaveLength(2));
    expect(within(dialog).getAllByText(MESSAGES.fieldRequired).length).toBeGreaterThanOrEqual(2);
    expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: 'Lien purchase' }));
    expect(dataProvider.searchFactoringCompanies).not.toHaveBeenCalled();
    expect(dataProvider.createFundingRequest).not.toHaveBeenCalled();
  });

  it('offers the factoring companies the search returns for the amount, type and accident state', async () => {
    const dataProvider = provider();
    const onClose = vi.fn();
    const dialog = open(dataProvider, onClose);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Advance' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'For the client' }));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Amount/ }), {
      target: { value: '5000' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), {
      target: { value: 'Rent while treating' },
    });
    const choice = await within(dialog).findByRole('radio', { name: /Summit Lien Capital/ });
    expect(dataProvider.searchFactoringCompanies).toHaveBeenLastCalledWith({
      requestAmount: 5000,
      requestType: 'ADVANCE',
      stateCode: 'TX',
    });
    fireEvent.click(choice);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(dataProvider.createFundingRequest).toHaveBeenCalledWith({
      caseId: 'ca1',
      factoringCompanyId: 'fc1',
      type: 'ADVANCE',
      requestFor: 'CLIENT',
      amount: 5000,
      note: 'Rent while treating',
    });
    expect(await screen.findByText('Funding requested: Under Review')).toBeTruthy();
  });

  it('says so when no factoring company takes the request, and sends nothing', async () => {
    const dataProvider = provider([]);
    const dialog = open(dataProvider);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Lien purchase' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'For the firm' }));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Amount/ }), {
      target: { value: '900000' },
    });
    expect(
      await within(dialog).findByText(
        'No factoring company takes a lien purchase of $900,000.00 in TX. Try another amount or type.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(MESSAGES.fieldRequired)).toBeTruthy();
    expect(dataProvider.createFundingRequest).not.toHaveBeenCalled();
  });
});
