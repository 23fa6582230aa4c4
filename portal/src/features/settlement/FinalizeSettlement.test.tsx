import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, format } from '@casebridge/domain';
import type { SettlementView } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { RENDER_TIMEOUT_MS, fakeDataProvider, testSession } from '../../test/portalTestUtils.tsx';
import { renderInAdmin } from '../../test/renderInAdmin.tsx';
import { CaseSettlement } from './CaseSettlement.tsx';
import {
  ACCEPTED_PROVIDERS,
  CASE_ID,
  FINALIZED_VIEW,
  draftView,
  SETTLEMENT_CASE,
} from './settlementTestData.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

function provider(view: SettlementView, overrides: Record<string, unknown> = {}) {
  session.set(testSession({ subscriptionType: 'PRO' }));
  const dataProvider = fakeDataProvider();
  Object.assign(dataProvider, { getSettlement: vi.fn(async () => view), ...overrides });
  return dataProvider;
}

const conflict = (message: string) =>
  Object.assign(new Error('Conflict'), { status: 409, body: { error: 'CONFLICT', message } });

describe('finalizing the settlement statement', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('finalizes after a confirmation once every line is accepted, then reads only', async () => {
    const ready = draftView(ACCEPTED_PROVIDERS, () => false);
    expect(ready.finalizeRefusal).toBeNull();
    const finalizeSettlement = vi.fn(async () => FINALIZED_VIEW);
    renderInAdmin(<CaseSettlement legalCase={SETTLEMENT_CASE} />, provider(ready, { finalizeSettlement }));
    // Every provider accepted its share: the net is the suggestion's.
    const net = (await screen.findByRole('rowheader', { name: 'Net to the client' })).closest('tr')!;
    expect(net.textContent).toBe('Net to the client$24,000.00');
    fireEvent.click(screen.getByRole('button', { name: 'Finalize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalize the settlement statement?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalize' }));
    await waitFor(() => expect(finalizeSettlement).toHaveBeenCalledWith(CASE_ID));
    expect(await screen.findByText(/Finalized by Olivia Hartwell on Nov 24, 2026/)).toBeTruthy();
    expect(screen.getByText('Finalized')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Settlement figures' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Finalize' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send reduction requests' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Providers' })).toBeTruthy();
  });

  it('shows the API’s refusal in the dialog when the statement changed meanwhile', async () => {
    const ready = draftView(ACCEPTED_PROVIDERS, () => false);
    const refusal = format(MESSAGES.settlementLineNotAccepted, { provider: 'Lakeview Imaging Center' });
    const finalizeSettlement = vi.fn(async () => Promise.reject(conflict(refusal)));
    renderInAdmin(<CaseSettlement legalCase={SETTLEMENT_CASE} />, provider(ready, { finalizeSettlement }));
    fireEvent.click(await screen.findByRole('button', { name: 'Finalize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalize the settlement statement?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalize' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('describes a disabled Finalize with the reason', async () => {
    const view = draftView();
    renderInAdmin(<CaseSettlement legalCase={SETTLEMENT_CASE} />, provider(view));
    const button = await screen.findByRole('button', { name: 'Finalize' });
    expect(button).toHaveProperty('disabled', true);
    const reason = document.getElementById(button.getAttribute('aria-describedby')!)!;
    expect(reason.textContent).toBe(view.finalizeRefusal);
  });

  it('downloads the finalized statement’s PDF and .xlsx from the case files', async () => {
    const blob = new Blob(['%PDF']);
    const downloadCaseFile = vi.fn(async (_case: string, fileId: string) => ({
      blob,
      filename: fileId === 'file-pdf' ? 'settlement.pdf' : 'settlement.xlsx',
    }));
    const createObjectURL = vi.fn(() => 'blob:settlement');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderInAdmin(
      <CaseSettlement legalCase={SETTLEMENT_CASE} />,
      provider(FINALIZED_VIEW, { downloadCaseFile }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloadCaseFile).toHaveBeenCalledWith(CASE_ID, 'file-pdf', 'attachment'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Download .xlsx' }));
    await waitFor(() => expect(downloadCaseFile).toHaveBeenCalledWith(CASE_ID, 'file-xlsx', 'attachment'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
  });

  it('shows why the statement could not be loaded, and loads it again', async () => {
    const getSettlement = vi
      .fn()
      .mockRejectedValueOnce(new Error('Server down'))
      .mockResolvedValueOnce(FINALIZED_VIEW);
    renderInAdmin(
      <CaseSettlement legalCase={SETTLEMENT_CASE} />,
      provider(FINALIZED_VIEW, { getSettlement }),
    );
    expect(screen.getByRole('status').textContent).toBe('Loading the settlement statement…');
    expect(await screen.findByText('Server down')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('puts the API’s field messages under the figures', async () => {
    const message = format(MESSAGES.settlementCostsOverGross, { costs: '$95,000.00', gross: '$90,000.00' });
    const saveSettlement = vi.fn(async () =>
      Promise.reject(
        Object.assign(new Error('Invalid'), {
          status: 400,
          body: { error: 'VALIDATION', message: MESSAGES.invalidInput, fields: { costsCents: message } },
        }),
      ),
    );
    renderInAdmin(<CaseSettlement legalCase={SETTLEMENT_CASE} />, provider(draftView(), { saveSettlement }));
    const costs = await screen.findByRole('spinbutton', { name: /Case costs/ });
    fireEvent.change(costs, { target: { value: '95000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save figures' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(costs.getAttribute('aria-invalid')).toBe('true');
  });
});
