/**
 * A provider's bills and payments on a case (issue 14), on the domain's rules (rules/billing.ts): the provider
 * enters, corrects (never below what was paid) and voids (with a reason, without payments) its bills; either
 * side records a payment against a bill (no overpayment). Dates may not be later than the server's today.
 * Every check runs before the first write; every write lands in the case's activity and notifies the other side.
 */
import {
  MESSAGES,
  billRefusal,
  formatCents,
  paymentRefusal,
  recordedPaidCents,
  voidBillRefusal,
} from '@casebridge/domain';
import type {
  Bill,
  Payment,
  billBodySchema,
  paymentBodySchema,
  voidBillBodySchema,
} from '@casebridge/domain';
import type { z } from 'zod';
import { conflict, notFound, validationError } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { recordActivity } from '../cases/caseService.ts';
import { assertBillingWritable, assertProviderSide, billingToday } from './billingAccess.ts';
import type { BillingScope } from './billingAccess.ts';
import { billFigures, paymentFigures } from './billingFigures.ts';
import { actorName, notifyBillingChange } from './billingNotices.ts';

export type BillInput = z.output<typeof billBodySchema>;
export type PaymentInput = z.output<typeof paymentBodySchema>;
export type VoidBillInput = z.output<typeof voidBillBodySchema>;

/** 400 on `field` when `day` is after the server's today. */
function assertNotFuture(services: Services, day: string, field: string): void {
  if (day > billingToday(services))
    throw validationError({ [field]: MESSAGES.billingDateFuture }, MESSAGES.billingDateFuture);
}

/** The bill `billId` of this provider on this case, or 404. */
export function billOr404(services: Services, scope: BillingScope, billId: string): Bill {
  const bill = services.store.collection('bills').get(billId);
  if (!bill || bill.caseId !== scope.legalCase.id || bill.healthProviderCompanyId !== scope.provider.id)
    throw notFound();
  return bill;
}

function paymentsOf(services: Services, bill: Bill) {
  return services.store.collection('payments').findBy('billId', bill.id).map(paymentFigures);
}

/** A refusal of billRefusal: the amount fields are bad input (400); a voided bill is a state (409). */
function billRefused(reason: string): never {
  if (reason === MESSAGES.billVoided) throw conflict(reason);
  throw validationError({ amountCents: reason }, reason);
}

const fields = (body: BillInput) => ({
  serviceDate: body.serviceDate,
  description: body.description,
  procedureCode: body.procedureCode,
  amountCents: body.amountCents,
  paidByPayer: body.paidByPayer,
});

export function createBill(
  services: Services,
  caller: Principal,
  scope: BillingScope,
  body: BillInput,
): Bill {
  assertBillingWritable(scope);
  assertProviderSide(scope);
  assertNotFuture(services, body.serviceDate, 'serviceDate');
  const reason = billRefusal({ ...fields(body), voided: false });
  if (reason) billRefused(reason);
  const now = services.clock.now().toISOString();
  const bill = services.store.insert('bills', {
    caseId: scope.legalCase.id,
    healthProviderCompanyId: scope.provider.id,
    ...fields(body),
    voidedAt: null,
    voidedById: null,
    voidedByName: null,
    voidReason: null,
    createdAt: now,
    createdById: caller.userId,
    createdByName: actorName(services, caller),
    updatedAt: now,
  });
  const what = `${bill.description} (${formatCents(bill.amountCents)}, ${bill.serviceDate})`;
  recordActivity(
    services,
    caller,
    scope.legalCase.id,
    'BILL_ADDED',
    `Bill added by ${scope.provider.name}: ${what}`,
  );
  notifyBillingChange(services, caller, scope, {
    section: 'BILL',
    action: 'ADD',
    message: 'New bill',
    description: `${scope.provider.name} added a bill on case ${scope.legalCase.folio}: ${what}.`,
  });
  return bill;
}

/** A correction: the same rules as a new bill, and not below the payments already recorded on it. */
export function updateBill(
  services: Services,
  caller: Principal,
  scope: BillingScope,
  billId: string,
  body: BillInput,
): Bill {
  assertBillingWritable(scope);
  assertProviderSide(scope);
  const bill = billOr404(services, scope, billId);
  if (bill.voidedAt) throw conflict(MESSAGES.billVoided);
  assertNotFuture(services, body.serviceDate, 'serviceDate');
  const reason = billRefusal(
    { ...fields(body), voided: false },
    recordedPaidCents(bill.id, paymentsOf(services, bill)),
  );
  if (reason) billRefused(reason);
  const updated = services.store.update('bills', bill.id, {
    ...fields(body),
    updatedAt: services.clock.now().toISOString(),
  });
  const was = formatCents(bill.amountCents);
  const now = formatCents(updated.amountCents);
  recordActivity(
    services,
    caller,
    scope.legalCase.id,
    'BILL_CORRECTED',
    `Bill corrected by ${scope.provider.name}: ${updated.description} (${was === now ? now : `${was} → ${now}`})`,
  );
  notifyBillingChange(services, caller, scope, {
    section: 'BILL',
    action: 'ADD',
    message: 'Bill corrected',
    description: `${scope.provider.name} corrected a bill on case ${scope.legalCase.folio}: ${updated.description} (${now}).`,
  });
  return updated;
}

export function voidBill(
  services: Services,
  caller: Principal,
  scope: BillingScope,
  billId: string,
  body: VoidBillInput,
): Bill {
  assertBillingWritable(scope);
  assertProviderSide(scope);
  const bill = billOr404(services, scope, billId);
  const reason = voidBillRefusal(billFigures(bill), paymentsOf(services, bill), body.reason);
  if (reason === MESSAGES.billVoidReasonRequired) throw validationError({ reason }, reason);
  if (reason) throw conflict(reason);
  const updated = services.store.update('bills', bill.id, {
    voidedAt: services.clock.now().toISOString(),
    voidedById: caller.userId,
    voidedByName: actorName(services, caller),
    voidReason: body.reason,
    updatedAt: services.clock.now().toISOString(),
  });
  recordActivity(
    services,
    caller,
    scope.legalCase.id,
    'BILL_VOIDED',
    `Bill voided by ${scope.provider.name}: ${bill.description} (${formatCents(bill.amountCents)}): ${body.reason}`,
  );
  notifyBillingChange(services, caller, scope, {
    section: 'BILL',
    action: 'DELETE',
    message: 'Bill voided',
    description: `${scope.provider.name} voided a bill on case ${scope.legalCase.folio}: ${bill.description} (${formatCents(bill.amountCents)}).`,
  });
  return updated;
}

/** A payment against one bill of the provider, by either side (400 on amountCents for an overpayment). */
export function recordPayment(
  services: Services,
  caller: Principal,
  scope: BillingScope,
  body: PaymentInput,
): Payment {
  assertBillingWritable(scope);
  const bill = services.store.collection('bills').get(body.billId);
  if (!bill || bill.caseId !== scope.legalCase.id || bill.healthProviderCompanyId !== scope.provider.id)
    throw validationError({ billId: MESSAGES.notFound }, MESSAGES.notFound);
  assertNotFuture(services, body.date, 'date');
  const reason = paymentRefusal(billFigures(bill), paymentsOf(services, bill), body.amountCents);
  if (reason === MESSAGES.billVoided) throw conflict(reason);
  if (reason) throw validationError({ amountCents: reason }, reason);
  const payment = services.store.insert('payments', {
    caseId: scope.legalCase.id,
    billId: bill.id,
    healthProviderCompanyId: scope.provider.id,
    amountCents: body.amountCents,
    date: body.date,
    payer: body.payer,
    reference: body.reference,
    recordedById: caller.userId,
    recordedByName: actorName(services, caller),
    recordedByCompanyId: caller.companyId ?? '',
    createdAt: services.clock.now().toISOString(),
  });
  const what = `${formatCents(payment.amountCents)} on ${bill.description} (${scope.provider.name}), ${payment.date}`;
  recordActivity(services, caller, scope.legalCase.id, 'PAYMENT_RECORDED', `Payment recorded: ${what}`);
  notifyBillingChange(services, caller, scope, {
    section: 'PAYMENT',
    action: 'ADD',
    message: 'Payment recorded',
    description: `${actorName(services, caller)} recorded a payment of ${what} on case ${scope.legalCase.folio}.`,
  });
  return payment;
}
