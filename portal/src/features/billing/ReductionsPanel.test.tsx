import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, REDUCTION_STATUS_LABELS, format } from '@casebridge/domain';
import type { ProviderBilling } from '@casebridge/domain';
import { RENDER_TIMEOUT_MS, fakeDataProvider } from '../../test/portalTestUtils.tsx';
import { renderInAdmin } from '../../test/renderInAdmin.tsx';
import { providerBilling, reduction } from './billingTestData.ts';
import { ReductionsPanel } from './ReductionsPanel.tsx';

afterEach(cleanup);

const NONE = { addBill: false, recordPayment: true, requestReduction: false, reductionActions: [] };

const COUNTERED = reduction({
  status: 'COUNTERED',
  currentAmountCents: 80_000,
  history: [
    ...reduction().history,
    {
      kind: 'COUNTER',
      label: 'Counter 1',
      by: 'PROVIDER',
      byId: 'u9',
      byName: 'Rita Rivers',
      at: '2026-11-03T10:00:00.000Z',
      amountCents: 80_000,
      note: null,
    },
  ],
});

const WITHDRAWN = reduction({
  id: 'r0',
  status: 'WITHDRAWN',
  createdAt: '2026-10-15T10:00:00.000Z',
  history: [
    { ...reduction().history[0]!, at: '2026-10-15T10:00:00.000Z', note: null },
    {
      kind: 'WITHDRAW',
      label: 'Withdrawn',
      by: 'FIRM',
      byId: 'u1',
      byName: 'Ann Lee',
      at: '2026-10-16T10:00:00.000Z',
      amountCents: null,
      note: null,
    },
  ],
});

function render(billing: ProviderBilling, stepReduction = vi.fn(async () => COUNTERED)) {
  const dataProvider = fakeDataProvider();
  Object.assign(dataProvider, {
    stepReduction,
    requestReduction: vi.fn(async () => reduction()),
    getProviderBilling: vi.fn(async () => billing),
  });
  renderInAdmin(<ReductionsPanel billing={billing} />, dataProvider);
  return dataProvider;
}

describe('the reductions of a provider’s balance', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('the firm requests a reduction by percentage and sees what the provider would be owed', async () => {
    const dataProvider = render(
      providerBilling({ side: 'FIRM', can: { ...NONE, requestReduction: true }, reductions: [WITHDRAWN] }),
    );
    // The closed negotiation stays listed with its history.
    const earlier = screen.getByRole('list', { name: 'History of the request of Oct 15, 2026' });
    expect(within(earlier).getByText('Withdrawn · Ann Lee (attorney) · Oct 16, 2026')).toBeTruthy();
    expect(screen.getByText('No reduction is under way.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Request reduction' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Request a reduction from Riverside Spine & Rehab',
    });
    expect(within(dialog).getByText('Balance due: $1,000.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'A percentage' }));
    fireEvent.change(await within(dialog).findByRole('textbox', { name: /Reduction percentage/ }), {
      target: { value: '150' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(MESSAGES.reductionPercentInvalid)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reduction percentage/ }), {
      target: { value: '40' },
    });
    expect(within(dialog).getByText('If accepted, the provider is owed $600.00.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), {
      target: { value: 'Low policy limit' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(dataProvider.requestReduction).toHaveBeenCalledWith('ca1', 'p1', {
        by: 'PERCENT',
        percent: 40,
        note: 'Low policy limit',
      }),
    );
    expect(await screen.findByText('Reduction requested')).toBeTruthy();
  });

  it('shows the current negotiation’s numbered history and the provider counters upward only', async () => {
    const dataProvider = render(
      providerBilling({
        reductions: [reduction()],
        can: { ...NONE, reductionActions: ['ACCEPT', 'REJECT', 'COUNTER'] },
      }),
    );
    expect(screen.getByText(REDUCTION_STATUS_LABELS.OPEN)).toBeTruthy();
    const history = screen.getByRole('list', { name: 'History of the reduction' });
    expect(within(history).getByText('Offer · $600.00 · Ann Lee (attorney) · Nov 01, 2026')).toBeTruthy();
    expect(within(history).getByText('“Policy limit is low”')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Counter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Counteroffer' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Counteroffer amount/ }), {
      target: { value: '500' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send counteroffer' }));
    const tooLow = format(MESSAGES.reductionProviderCounterTooLow, { amount: '$600.00' });
    expect(await within(dialog).findByText(tooLow)).toBeTruthy();
    expect(dataProvider.stepReduction).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Counteroffer amount/ }), {
      target: { value: '800' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send counteroffer' }));
    await waitFor(() =>
      expect(dataProvider.stepReduction).toHaveBeenCalledWith('ca1', 'p1', 'r1', {
        action: 'COUNTER',
        amountCents: 80_000,
        note: '',
      }),
    );
    expect(await screen.findByText('Counteroffer sent')).toBeTruthy();
  });

  it('the provider rejects a request after a confirmation, with a note', async () => {
    const dataProvider = render(
      providerBilling({
        reductions: [reduction()],
        can: { ...NONE, reductionActions: ['ACCEPT', 'REJECT', 'COUNTER'] },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this reduction request?' });
    expect(
      within(dialog).getByText(/The request of \$600\.00 on a balance of \$1,000\.00 is closed/),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), { target: { value: 'Too low' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(dataProvider.stepReduction).toHaveBeenCalledWith('ca1', 'p1', 'r1', {
        action: 'REJECT',
        note: 'Too low',
      }),
    );
    expect(await screen.findByText('Reduction rejected')).toBeTruthy();
  });

  it('the firm accepts a counteroffer after a confirmation', async () => {
    const dataProvider = render(
      providerBilling({
        side: 'FIRM',
        reductions: [COUNTERED],
        can: { ...NONE, reductionActions: ['ACCEPT', 'COUNTER', 'WITHDRAW'] },
      }),
    );
    expect(screen.getByText(REDUCTION_STATUS_LABELS.COUNTERED)).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'History of the reduction' })).getByText(
        'Counter 1 · $800.00 · Rita Rivers (provider) · Nov 03, 2026',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept $800.00?' });
    expect(dataProvider.stepReduction).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(dataProvider.stepReduction).toHaveBeenCalledWith('ca1', 'p1', 'r1', {
        action: 'ACCEPT',
        note: '',
      }),
    );
    expect(await screen.findByText('Reduction accepted: the amount is locked')).toBeTruthy();
  });

  it('a step the state no longer allows (409) is notified with the API’s message and the dialog closes', async () => {
    const conflict = vi.fn(async () =>
      Promise.reject({ status: 409, body: { error: 'conflict', message: MESSAGES.reductionNotYourTurn } }),
    );
    const dataProvider = render(
      providerBilling({
        side: 'FIRM',
        reductions: [reduction()],
        can: { ...NONE, reductionActions: ['WITHDRAW'] },
      }),
      conflict,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this reduction request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(MESSAGES.reductionNotYourTurn)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.stepReduction).toHaveBeenCalledWith('ca1', 'p1', 'r1', {
      action: 'WITHDRAW',
      note: '',
    });
  });

  it('an accepted reduction shows the locked amount and offers no step', () => {
    const accepted = reduction({
      status: 'ACCEPTED',
      acceptedAmountCents: 60_000,
      history: [
        ...reduction().history,
        {
          kind: 'ACCEPT',
          label: 'Accepted',
          by: 'PROVIDER',
          byId: 'u9',
          byName: 'Rita Rivers',
          at: '2026-11-02T10:00:00.000Z',
          amountCents: 60_000,
          note: null,
        },
      ],
    });
    render(providerBilling({ side: 'FIRM', reductions: [accepted], can: NONE }));
    expect(screen.getByText(REDUCTION_STATUS_LABELS.ACCEPTED)).toBeTruthy();
    expect(screen.getByText(/accepted amount \$600\.00 \(locked; a reduction of \$400\.00\)/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request reduction' })).toBeNull();
  });
});
