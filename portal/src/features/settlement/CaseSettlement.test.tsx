import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, format } from '@casebridge/domain';
import type { SettlementView } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { RENDER_TIMEOUT_MS, fakeDataProvider, testSession } from '../../test/portalTestUtils.tsx';
import { renderInAdmin } from '../../test/renderInAdmin.tsx';
import { CaseSettlement } from './CaseSettlement.tsx';
import { CASE_ID, EMPTY_VIEW, PROVIDERS, draftView, SETTLEMENT_CASE } from './settlementTestData.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function provider(view: SettlementView, overrides: Record<string, unknown> = {}) {
  session.set(testSession({ subscriptionType: 'PRO' }));
  const dataProvider = fakeDataProvider();
  Object.assign(dataProvider, { getSettlement: vi.fn(async () => view), ...overrides });
  return dataProvider;
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('spinbutton', { name: label }), { target: { value } });

describe('the case’s settlement tab', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('asks for the gross first, offers 33⅓ % of the gross, and saves the figures in cents', async () => {
    const saveSettlement = vi.fn(async () => draftView());
    const dataProvider = provider(EMPTY_VIEW, { saveSettlement });
    renderInAdmin(<CaseSettlement legalCase={SETTLEMENT_CASE} />, dataProvider);
    expect(
      await screen.findByText(MESSAGES.settlementNoGross, { selector: '.MuiAlert-message' }),
    ).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Settlement figures' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Finalize' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('textbox', { name: /Attorney fee/ })).toHaveProperty('value', '33⅓');
    expect(screen.getByRole('radio', { name: 'Gross recovery' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Gross less costs' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save figures' }));
    expect(await screen.findByText(MESSAGES.settlementGrossPositive)).toBeTruthy();
    expect(saveSettlement).not.toHaveBeenCalled();

    type(/Gross recovery/, '90000');
    type(/Case costs/, '2000');
    type(/Funding payoff/, '4000');
    fireEvent.click(screen.getByRole('button', { name: 'Save figures' }));
    await waitFor(() =>
      expect(saveSettlement).toHaveBeenCalledWith(CASE_ID, {
        grossCents: 9_000_000,
        // The default fee left as shown goes back exactly as the API gave it.
        fee: { rate: { numerator: 1, denominator: 3 }, basis: 'GROSS' },
        costsCents: 200_000,
        fundingPayoffCents: 400_000,
      }),
    );
    // The answer is the statement now shown.
    expect(await screen.findByRole('table', { name: 'Providers' })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.settlementNoGross, { selector: '.MuiAlert-message' })).toBeNull();
  });

  it('shows the statement: each provider’s line with its status and billing link, and the net to the client', async () => {
    const view = draftView([
      { ...PROVIDERS[0]!, acceptedReductionCents: 150_000, reductionStatus: 'ACCEPTED' },
      { ...PROVIDERS[1]!, reductionStatus: 'OPEN' },
      PROVIDERS[2]!,
      {
        providerId: 'p4',
        providerName: 'Summit Pharmacy',
        billedCents: 50_000,
        paidCents: 50_000,
        acceptedReductionCents: null,
      },
    ]);
    renderInAdmin(<CaseSettlement legalCase={SETTLEMENT_CASE} />, provider(view));
    const lines = await screen.findByRole('table', { name: 'Providers' });
    const rows = within(lines).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'ProviderBilledPaidBalanceAccepted reductionOwedStatus',
      'Riverside Spine & Rehab$9,000.00$0.00$9,000.00$1,500.00$7,500.00Accepted',
      'Lakeview Imaging Center$3,000.00$0.00$3,000.00—$3,000.00Open · Awaiting provider',
      'Maple Grove Physical Therapy$24,000.00$0.00$24,000.00—$24,000.00Open',
      'Summit Pharmacy$500.00$500.00$0.00—$0.00Paid',
      'Providers’ total$34,500.00',
    ]);
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe(`/cases/${CASE_ID}/billing/p1`);

    const distribution = screen.getByRole('table', { name: 'Distribution' });
    expect(within(distribution).getByText('Attorney fee (33⅓ % of the gross recovery)')).toBeTruthy();
    expect(within(distribution).getByText('−$30,000.00')).toBeTruthy();
    const net = within(distribution).getByRole('rowheader', { name: 'Net to the client' }).closest('tr')!;
    // 90,000 − 30,000 − 2,000 − 4,000 − 34,500.
    expect(net.textContent).toBe('Net to the client$19,500.00');
    // Finalize waits for every line.
    expect(screen.getByRole('button', { name: 'Finalize' })).toHaveProperty('disabled', true);
    expect(
      screen.getByText(format(MESSAGES.settlementLineNotAccepted, { provider: 'Lakeview Imaging Center' })),
    ).toBeTruthy();
  });

  it('applies the fee to the gross less costs when told, and shows a negative net as a problem', async () => {
    const view = draftView();
    const statement = view.statement!;
    const negative: SettlementView = {
      ...view,
      figures: { ...view.figures, fee: { ...view.figures.fee, basis: 'NET_OF_COSTS' } },
      statement: {
        ...statement,
        fee: { ...statement.fee, basis: 'NET_OF_COSTS' },
        feeBaseCents: 8_800_000,
        netToClientCents: -250_000,
      },
      finalizeRefusal: format(MESSAGES.settlementNetNegative, { shortfall: '$2,500.00' }),
    };
    renderInAdmin(<CaseSettlement legalCase={SETTLEMENT_CASE} />, provider(negative));
    expect(await screen.findByText('Attorney fee (33⅓ % of the gross less costs)')).toBeTruthy();
    expect(screen.getByText('Applied to $88,000.00')).toBeTruthy();
    expect(screen.getByText(/-\$2,500\.00 \(shortfall\)/)).toBeTruthy();
    expect(screen.getByText('The distributions are $2,500.00 more than the gross recovery.')).toBeTruthy();
    // The form shows the saved basis.
    expect(screen.getByRole('radio', { name: 'Gross less costs' })).toHaveProperty('checked', true);
  });

  it('lists the problems that keep the figures from making a statement', async () => {
    const problem = format(MESSAGES.settlementPaidOverBilled, {
      provider: 'Lakeview Imaging Center',
      paid: '$4,000.00',
      billed: '$3,000.00',
    });
    const view = { ...EMPTY_VIEW, problems: [problem], finalizeRefusal: problem };
    renderInAdmin(<CaseSettlement legalCase={SETTLEMENT_CASE} />, provider(view));
    const list = await screen.findByRole('list', { name: 'Problems' });
    expect(within(list).getByText(problem)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.settlementNoGross, { selector: '.MuiAlert-message' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Providers' })).toBeNull();
  });

  it('shows the pro-rata suggestion and sends it as reduction requests after a confirmation', async () => {
    const sendProRataRequests = vi.fn(async () => ({
      sent: [{ id: 'r1' }, { id: 'r3' }],
      skipped: [{ providerId: 'p2', reason: MESSAGES.reductionAlreadyActive }],
    }));
    const view = draftView(PROVIDERS, (id) => id !== 'p2');
    renderInAdmin(<CaseSettlement legalCase={SETTLEMENT_CASE} />, provider(view, { sendProRataRequests }));
    const table = await screen.findByRole('table', { name: 'Pro-rata suggestion' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'ProviderBalanceSuggested owedReduction',
      'Riverside Spine & Rehab$9,000.00$7,500.00$1,500.00',
      'Lakeview Imaging Center$3,000.00$2,500.00$500.00',
      'Maple Grove Physical Therapy$24,000.00$20,000.00$4,000.00',
    ]);
    expect(screen.getByText(/capped at \$30,000\.00/)).toBeTruthy();
    expect(screen.getByText('$24,000.00', { selector: 'strong' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send reduction requests' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send reduction requests?' });
    const asked = within(dialog).getByRole('list', { name: 'Providers asked for a reduction' });
    expect(
      within(asked)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Riverside Spine & RehabReduction $1,500.00, owed $7,500.00',
      'Maple Grove Physical TherapyReduction $4,000.00, owed $20,000.00',
    ]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note/ }), {
      target: { value: 'Policy limits are tight' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send 2 requests' }));
    await waitFor(() =>
      expect(sendProRataRequests).toHaveBeenCalledWith(CASE_ID, {
        note: 'Policy limits are tight',
        providerIds: ['p1', 'p3'],
      }),
    );
    expect(await screen.findByText('Reduction requests sent to 2 providers.')).toBeTruthy();
    const skipped = screen.getByRole('list', { name: 'Providers skipped' });
    expect(skipped.textContent).toBe(`Lakeview Imaging Center: ${MESSAGES.reductionAlreadyActive}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no sending when no provider can be asked', async () => {
    renderInAdmin(
      <CaseSettlement legalCase={SETTLEMENT_CASE} />,
      provider(draftView(PROVIDERS, () => false)),
    );
    expect(await screen.findByText(MESSAGES.settlementProRataNothing)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send reduction requests' })).toHaveProperty('disabled', true);
  });

  it('keeps the dialog open with the API’s refusal when sending fails', async () => {
    const refusal = Object.assign(new Error('Conflict'), {
      status: 409,
      body: { error: 'CONFLICT', message: MESSAGES.settlementFinalized },
    });
    const sendProRataRequests = vi.fn(async () => Promise.reject(refusal));
    renderInAdmin(
      <CaseSettlement legalCase={SETTLEMENT_CASE} />,
      provider(draftView(), { sendProRataRequests }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send reduction requests' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send reduction requests?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send 3 requests' }));
    expect(await within(dialog).findByText(MESSAGES.settlementFinalized)).toBeTruthy();
    expect(sendProRataRequests).toHaveBeenCalledWith(CASE_ID, {
      note: null,
      providerIds: ['p1', 'p2', 'p3'],
    });
  });

  it('reads a draft on a closed case without offering to change it', async () => {
    renderInAdmin(
      <CaseSettlement legalCase={{ ...SETTLEMENT_CASE, status: 'CLOSED' }} />,
      provider(draftView()),
    );
    expect(await screen.findByText(MESSAGES.billingClosedCase)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Providers' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Settlement figures' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send reduction requests' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Finalize' })).toBeNull();
  });
});
