/**
 * Bills and payments of a provider on a case (issue 14): the provider enters, corrects and voids its bills;
 * either side records payments; overpayment, corrections below what was paid, future dates and closed cases are
 * refused with the domain's messages; every write is in the activity and notifies the other side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, billSchema, format, formatCents, paymentSchema } from '@casebridge/domain';
import type { BillView, LegalCase, PaymentView } from '@casebridge/domain';
import { userOfRole } from './helpers/server.ts';
import {
  aBill,
  activities,
  billingNotices,
  billingPath,
  fieldsOf,
  messageOf,
  startBillingWorld,
} from './helpers/billing.ts';
import type { BillingWorld } from './helpers/billing.ts';

let w: BillingWorld;
let theCase: LegalCase;
beforeAll(async () => {
  w = await startBillingWorld();
  theCase = w.shared[0]!;
});
afterAll(() => w.api.close());

const as = (role: string) => w.tokens[role]!;
const path = (rest = '', caseId = theCase.id, providerId = w.providerId) =>
  billingPath(caseId, providerId, rest);
const addBill = (auth: Record<string, string>, patch: Record<string, unknown> = {}, caseId = theCase.id) =>
  w.api.http.post(path('/bills', caseId)).set(auth).send(aBill(patch));
const pay = (auth: Record<string, string>, body: Record<string, unknown>, caseId = theCase.id) =>
  w.api.http
    .post(path('/payments', caseId))
    .set(auth)
    .send({ date: '2026-02-01', payer: 'HEALTH_INSURANCE', reference: 'CHK-1001', ...body });
const ownerId = () => userOfRole(w.api, 'attorney-owner').id;
const providerOwnerId = () => userOfRole(w.api, 'health-provider-owner').id;

describe('POST /cases/{id}/billing/{providerId}/bills', () => {
  it('enters the provider’s bill with its balance, in the activity, and tells the firm (BILL:ADD)', async () => {
    const before = billingNotices(w.api, ownerId(), 'BILL', theCase.id, w.providerId).length;
    const res = await addBill(as('health-provider-owner'));
    expect(res.status).toBe(201);
    const bill = billSchema.parse(res.body) as BillView;
    expect(bill).toMatchObject({
      caseId: theCase.id,
      healthProviderCompanyId: w.providerId,
      amountCents: 250_000,
      paidCents: 50_000,
      balanceCents: 200_000,
      procedureCode: '72148',
      voidedAt: null,
    });
    expect(activities(w.api, theCase.id, 'BILL_ADDED').some((a) => a.detail.includes('Lumbar MRI'))).toBe(
      true,
    );
    const notices = billingNotices(w.api, ownerId(), 'BILL', theCase.id, w.providerId);
    expect(notices.length).toBe(before + 1);
    expect(notices.at(-1)!.action).toBe('ADD');
    expect(billingNotices(w.api, providerOwnerId(), 'BILL', theCase.id, w.providerId)).toHaveLength(0);
  });

  it('refuses the firm (403, provider only) and staff (403)', async () => {
    const res = await addBill(as('attorney-owner'));
    expect(res.status).toBe(403);
    expect(messageOf(res)).toBe(MESSAGES.billingProviderOnly);
    expect((await addBill(as('user'))).status).toBe(403);
  });

  it('answers 404 to another provider, another firm and the claimant', async () => {
    expect((await addBill(w.otherProvider.auth)).status).toBe(404);
    expect((await addBill(as('basic-attorney-owner'))).status).toBe(404);
    expect((await addBill(as('claimant'))).status).toBe(404);
  });

  it('answers 400 for bad input with the field', async () => {
    const noDescription = await addBill(as('health-provider-owner'), { description: ' ' });
    expect(noDescription.status).toBe(400);
    expect(fieldsOf(noDescription)['description']).toBe(MESSAGES.fieldRequired);
    const badDate = await addBill(as('health-provider-owner'), { serviceDate: '15/01/2026' });
    expect(fieldsOf(badDate)['serviceDate']).toBe(MESSAGES.billingDateInvalid);
    const noSuchDay = await addBill(as('health-provider-owner'), { serviceDate: '2026-02-30' });
    expect(fieldsOf(noSuchDay)['serviceDate']).toBe(MESSAGES.billingDateInvalid);
    const zero = await addBill(as('health-provider-owner'), { amountCents: 0 });
    expect(zero.status).toBe(400);
    expect(fieldsOf(zero)['amountCents']).toBe(MESSAGES.billAmountInvalid);
    const fraction = await addBill(as('health-provider-owner'), { amountCents: 10.5 });
    expect(fraction.status).toBe(400);
  });

  it('refuses a date of service in the future by the server clock', async () => {
    const res = await addBill(as('health-provider-owner'), { serviceDate: '2999-01-01' });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)['serviceDate']).toBe(MESSAGES.billingDateFuture);
  });

  it('refuses payers who paid more than the amount billed', async () => {
    const res = await addBill(as('health-provider-owner'), {
      amountCents: 10_000,
      paidByPayer: { PIP: 20_000 },
    });
    expect(res.status).toBe(400);
    expect(messageOf(res)).toBe(
      format(MESSAGES.billBelowPaid, { billed: formatCents(10_000), paid: formatCents(20_000) }),
    );
  });

  it('refuses a closed case (409)', async () => {
    const res = await addBill(as('health-provider-owner'), {}, w.closed.id);
    expect(res.status).toBe(409);
    expect(messageOf(res)).toBe(MESSAGES.billingClosedCase);
  });
});

describe('payments, corrections and voids', () => {
  let bill: BillView;
  beforeAll(async () => {
    bill = (
      await addBill(as('health-provider-owner'), {
        description: 'Physical therapy',
        amountCents: 100_000,
        paidByPayer: {},
      })
    ).body as BillView;
  });

  it('records the firm’s payment, lowers the balance and tells the provider (PAYMENT:ADD)', async () => {
    const res = await pay(as('attorney-owner'), { billId: bill.id, amountCents: 30_000 });
    expect(res.status).toBe(201);
    const payment = paymentSchema.parse(res.body) as PaymentView;
    expect(payment).toMatchObject({
      billId: bill.id,
      amountCents: 30_000,
      reference: 'CHK-1001',
      recordedByCompanyId: w.firmId,
    });
    const notices = billingNotices(w.api, providerOwnerId(), 'PAYMENT', theCase.id, w.providerId);
    expect(notices.map((n) => n.action)).toContain('ADD');
    expect(activities(w.api, theCase.id, 'PAYMENT_RECORDED').length).toBeGreaterThan(0);
    const billing = await w.api.http.get(path()).set(as('health-provider-owner'));
    const seen = (billing.body as { bills: BillView[] }).bills.find((b) => b.id === bill.id)!;
    expect(seen.balanceCents).toBe(70_000);
    expect(seen.paidCents).toBe(30_000);
  });

  it('refuses an overpayment with the balance in the message', async () => {
    const res = await pay(as('health-provider-owner'), { billId: bill.id, amountCents: 70_001 });
    expect(res.status).toBe(400);
    const message = format(MESSAGES.paymentOverBalance, {
      amount: formatCents(70_001),
      balance: formatCents(70_000),
    });
    expect(messageOf(res)).toBe(message);
    expect(fieldsOf(res)['amountCents']).toBe(message);
  });

  it('answers 400 for a bill of another provider or case, a bad payer and a future date', async () => {
    const elsewhere = await pay(as('attorney-owner'), { billId: bill.id, amountCents: 100 }, w.shared[1]!.id);
    expect(elsewhere.status).toBe(400);
    expect(fieldsOf(elsewhere)['billId']).toBeTruthy();
    const payer = await pay(as('attorney-owner'), { billId: bill.id, amountCents: 100, payer: 'BANK' });
    expect(fieldsOf(payer)['payer']).toBe(MESSAGES.invalidOption);
    const future = await pay(as('attorney-owner'), { billId: bill.id, amountCents: 100, date: '2999-12-31' });
    expect(fieldsOf(future)['date']).toBe(MESSAGES.billingDateFuture);
  });

  it('answers 404 to another provider and the claimant, 403 to staff', async () => {
    expect((await pay(w.otherProvider.auth, { billId: bill.id, amountCents: 100 })).status).toBe(404);
    expect((await pay(as('claimant'), { billId: bill.id, amountCents: 100 })).status).toBe(404);
    expect((await pay(as('user'), { billId: bill.id, amountCents: 100 })).status).toBe(403);
  });

  it('corrects a bill, never below what was paid on it', async () => {
    const put = (amountCents: number, auth = as('health-provider-owner')) =>
      w.api.http
        .put(path(`/bills/${bill.id}`))
        .set(auth)
        .send(aBill({ description: 'Physical therapy', amountCents, paidByPayer: {} }));
    const below = await put(20_000);
    expect(below.status).toBe(400);
    expect(messageOf(below)).toBe(
      format(MESSAGES.billBelowPaid, { billed: formatCents(20_000), paid: formatCents(30_000) }),
    );
    expect((await put(120_000, as('attorney-owner'))).status).toBe(403);
    const ok = await put(120_000);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ amountCents: 120_000, balanceCents: 90_000 });
    expect(activities(w.api, theCase.id, 'BILL_CORRECTED').length).toBeGreaterThan(0);
    const missing = await w.api.http
      .put(path('/bills/bi-missing'))
      .set(as('health-provider-owner'))
      .send(aBill());
    expect(missing.status).toBe(404);
  });

  it('refuses to void a bill with payments (409) or without a reason (400)', async () => {
    const voidIt = (billId: string, reason: string) =>
      w.api.http
        .post(path(`/bills/${billId}/void`))
        .set(as('health-provider-owner'))
        .send({ reason });
    const paid = await voidIt(bill.id, 'Entered twice');
    expect(paid.status).toBe(409);
    expect(messageOf(paid)).toBe(MESSAGES.billVoidHasPayments);
    const noReason = await voidIt(bill.id, '  ');
    expect(noReason.status).toBe(400);
    expect(fieldsOf(noReason)['reason']).toBe(MESSAGES.billVoidReasonRequired);
  });

  it('voids a bill with a reason, tells the firm, then refuses to change or pay it', async () => {
    const fresh = (
      await addBill(as('health-provider-owner'), {
        description: 'Duplicate visit',
        amountCents: 5_000,
        paidByPayer: {},
      })
    ).body as BillView;
    const firmNotices = () => billingNotices(w.api, ownerId(), 'BILL', theCase.id, w.providerId).length;
    const before = firmNotices();
    const voided = await w.api.http
      .post(path(`/bills/${fresh.id}/void`))
      .set(as('health-provider-owner'))
      .send({ reason: 'Entered twice' });
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ voidReason: 'Entered twice', balanceCents: 0 });
    expect((voided.body as BillView).voidedAt).not.toBeNull();
    expect(firmNotices()).toBe(before + 1);
    expect(activities(w.api, theCase.id, 'BILL_VOIDED').some((a) => a.detail.includes('Entered twice'))).toBe(
      true,
    );
    const again = await w.api.http
      .post(path(`/bills/${fresh.id}/void`))
      .set(as('health-provider-owner'))
      .send({ reason: 'Again' });
    expect(again.status).toBe(409);
    expect(messageOf(again)).toBe(MESSAGES.billVoided);
    const payVoided = await pay(as('attorney-owner'), { billId: fresh.id, amountCents: 100 });
    expect(payVoided.status).toBe(409);
    const correct = await w.api.http
      .put(path(`/bills/${fresh.id}`))
      .set(as('health-provider-owner'))
      .send(aBill());
    expect(correct.status).toBe(409);
  });

  it('answers 404 when voiding a missing bill or one of another provider', async () => {
    const missing = await w.api.http
      .post(path('/bills/bi-missing/void'))
      .set(as('health-provider-owner'))
      .send({ reason: 'x' });
    expect(missing.status).toBe(404);
    const foreign = await w.api.http
      .post(billingPath(theCase.id, w.otherProvider.id, `/bills/${bill.id}/void`))
      .set(w.otherProvider.auth)
      .send({ reason: 'x' });
    expect(foreign.status).toBe(404);
  });
});
