import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, format } from '@casebridge/domain';
import type { ProviderBilling } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import {
  RENDER_TIMEOUT_MS,
  fakeDataProvider,
  renderPortal,
  testSession,
} from '../../test/portalTestUtils.tsx';
import { bill, payment, providerBilling } from './billingTestData.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const PROVIDER = () =>
  testSession({
    userType: 'HEALTH_PROVIDER',
    companyType: 'HEALTH_PROVIDER',
    userName: 'Rita Rivers',
    company: {
      id: 'p1',
      name: 'Riverside Spine & Rehab',
      type: 'HEALTH_PROVIDER',
      status: 'VALIDATED',
      subscriptionType: 'PRO',
    },
  });

const VOIDED = bill({
  id: 'b2',
  serviceDate: '2026-10-05',
  description: 'Duplicate MRI',
  procedureCode: null,
  amountCents: 90_000,
  paidByPayer: {},
  paidCents: 0,
  balanceCents: 0,
  voidedAt: '2026-10-06T10:00:00.000Z',
  voidedByName: 'Rita Rivers',
  voidReason: 'Entered twice',
});

function provider(billing: ProviderBilling = providerBilling({ bills: [bill(), VOIDED] })) {
  const dataProvider = fakeDataProvider();
  Object.assign(dataProvider, {
    getProviderBilling: vi.fn(async () => billing),
    createBill: vi.fn(async () => bill({ id: 'b3' })),
    voidBill: vi.fn(async () => VOIDED),
    recordPayment: vi.fn(async () => payment()),
  });
  return dataProvider;
}

const open = async (dataProvider = provider()) => {
  renderPortal('/cases/ca1/billing/p1', { dataProvider });
  await screen.findByRole('heading', { name: 'Billing of Riverside Spine & Rehab', level: 1 });
  return dataProvider;
};

describe('a provider’s billing on a case', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('shows the case, the totals and the itemized bills, a voided one struck with its reason', async () => {
    session.set(PROVIDER());
    const dataProvider = await open();
    expect(dataProvider.getProviderBilling).toHaveBeenCalledWith('ca1', 'p1');
    expect(document.title).toBe('Billing of Riverside Spine & Rehab · CaseBridge');
    expect(screen.getByRole('link', { name: '← Case CB-2026-000001' }).getAttribute('href')).toBe(
      '/cases/ca1',
    );
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Reductions accepted')).toBeTruthy();
    expect(within(totals).getByText('$1,000.00')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Bills' })).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('Oct 02, 2026')).toBeTruthy();
    expect(within(rows[1]!).getByText('99204')).toBeTruthy();
    expect(within(rows[1]!).getByText('Paid by MedPay $200.00')).toBeTruthy();
    expect(within(rows[2]!).getByText('Voided: Entered twice')).toBeTruthy();
    expect(getComputedStyle(within(rows[2]!).getByText('Duplicate MRI')).textDecoration).toBe('line-through');
    expect(within(rows[2]!).queryByRole('button', { name: 'Void Duplicate MRI' })).toBeNull();
    expect(within(rows[3]!).getByText('Total (1 bill)')).toBeTruthy();
    expect(within(rows[3]!).getAllByText('$1,200.00')).toHaveLength(1);
    expect(screen.getByText('No payments recorded yet.')).toBeTruthy();
    expect(screen.getByText('No reduction is under way.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request reduction' })).toBeNull();
  });

  it('adds a bill in dollars, sent in cents, after the required fields are filled', async () => {
    session.set(PROVIDER());
    const dataProvider = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Add bill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a bill' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add bill' }));
    expect(await within(dialog).findAllByText(MESSAGES.fieldRequired)).toHaveLength(2);
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Description/ }));
    fireEvent.change(within(dialog).getByLabelText(/Date of service/), { target: { value: '2026-10-20' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Description/ }), {
      target: { value: 'Physical therapy, 6 sessions' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Procedure code/ }), {
      target: { value: '97110' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Amount billed/ }), {
      target: { value: '1,800' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Health insurance' }), {
      target: { value: '2000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add bill' }));
    expect(
      await within(dialog).findByText(
        format(MESSAGES.billBelowPaid, { billed: '$1,800.00', paid: '$2,000.00' }),
      ),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Health insurance' }), {
      target: { value: '300.5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add bill' }));
    await waitFor(() =>
      expect(dataProvider.createBill).toHaveBeenCalledWith('ca1', 'p1', {
        serviceDate: '2026-10-20',
        description: 'Physical therapy, 6 sessions',
        procedureCode: '97110',
        amountCents: 180_000,
        paidByPayer: { HEALTH_INSURANCE: 30_050 },
      }),
    );
    expect(await screen.findByText('Bill added')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('corrects a bill from its row and shows the API’s field message', async () => {
    session.set(PROVIDER());
    const dataProvider = provider();
    Object.assign(dataProvider, {
      updateBill: vi.fn(async () =>
        Promise.reject({
          status: 400,
          body: { error: 'validation_error', message: 'Invalid', fields: { procedureCode: 'Unknown code' } },
        }),
      ),
    });
    await open(dataProvider);
    fireEvent.click(screen.getByRole('button', { name: 'Correct Initial evaluation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the bill of Oct 02, 2026' });
    expect((within(dialog).getByRole('textbox', { name: /Amount billed/ }) as HTMLInputElement).value).toBe(
      '1200.00',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(await within(dialog).findByText('Unknown code')).toBeTruthy();
    expect(dataProvider.updateBill).toHaveBeenCalledWith(
      'ca1',
      'p1',
      'b1',
      expect.objectContaining({ amountCents: 120_000, paidByPayer: { MEDPAY: 20_000 } }),
    );
  });

  it('voids a bill only with a reason, after a confirmation', async () => {
    session.set(PROVIDER());
    const dataProvider = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Void Initial evaluation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void this bill?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void bill' }));
    expect(await within(dialog).findByText(MESSAGES.billVoidReasonRequired)).toBeTruthy();
    expect(dataProvider.voidBill).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Wrong patient' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void bill' }));
    await waitFor(() =>
      expect(dataProvider.voidBill).toHaveBeenCalledWith('ca1', 'p1', 'b1', 'Wrong patient'),
    );
    expect(await screen.findByText('Bill voided')).toBeTruthy();
  });

  it('records a payment, refusing an overpayment first, and lists the payments', async () => {
    session.set(PROVIDER());
    const dataProvider = await open(provider(providerBilling({ payments: [payment()] })));
    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getByText('CHK-1001')).toBeTruthy();
    expect(within(payments).getByText('Patient')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Amount/ }), { target: { value: '996' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Payer/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'PIP' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Check or reference/ }), {
      target: { value: '4471' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    const over = format(MESSAGES.paymentOverBalance, { amount: '$996.00', balance: '$950.00' });
    expect(await within(dialog).findByText(over)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Amount/ }), { target: { value: '950' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(dataProvider.recordPayment).toHaveBeenCalledWith('ca1', 'p1', {
        billId: 'b1',
        amountCents: 95_000,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        payer: 'PIP',
        reference: '4471',
      }),
    );
    expect(await screen.findByText('Payment recorded')).toBeTruthy();
  });

  it('offers no change on a closed case', async () => {
    session.set(PROVIDER());
    const closed = providerBilling({
      caseOpen: false,
      can: { addBill: false, recordPayment: false, requestReduction: false, reductionActions: [] },
    });
    await open(provider(closed));
    expect(screen.getByText(MESSAGES.billingClosedCase)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add bill' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Correct/ })).toBeNull();
  });

  it('says when the billing is not there, and offers to try again after another failure', async () => {
    session.set(PROVIDER());
    const dataProvider = fakeDataProvider();
    Object.assign(dataProvider, {
      getProviderBilling: vi.fn(async () =>
        Promise.reject(Object.assign(new Error('Not found'), { status: 404 })),
      ),
    });
    renderPortal('/cases/ca1/billing/p9', { dataProvider });
    expect(
      await screen.findByText('This billing does not exist or you do not have access to it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    cleanup();

    const flaky = fakeDataProvider();
    const getProviderBilling = vi
      .fn()
      .mockRejectedValueOnce(new Error('Server down'))
      .mockResolvedValueOnce(
        providerBilling({ bills: [], totals: { ...providerBilling().totals, billCount: 0 } }),
      );
    Object.assign(flaky, { getProviderBilling });
    renderPortal('/cases/ca1/billing/p1', { dataProvider: flaky });
    expect(await screen.findByText('Server down')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No bills entered yet.')).toBeTruthy();
  });
});
