/**
 * Money reports on cases: reductions, billing, incoming payments and reduction status counts. The records keep
 * cents (issue 14); the reports' money columns speak dollars. Voided bills are left out.
 */
import {
  REDUCTION_NEGOTIATION_STATUSES,
  REDUCTION_STATUS_LABELS,
  centsToUsd,
  recordedPaidCents,
  payerPaidCents,
} from '@casebridge/domain';
import { lookups } from './lookup.ts';
import { asDate, inRange, type ReportDefinition } from './types.ts';

export const reductionsReport: ReportDefinition = {
  key: 'reductions',
  columns: [
    { key: 'folio', header: 'Case', type: 'text', width: 14 },
    { key: 'provider', header: 'Provider', type: 'text', width: 30 },
    { key: 'balance', header: 'Balance', type: 'money' },
    { key: 'requestedAmount', header: 'Requested reduction', type: 'money', width: 20 },
    { key: 'acceptedAmount', header: 'Accepted payoff', type: 'money', width: 18 },
    { key: 'status', header: 'Status', type: 'text', width: 18 },
    { key: 'createdAt', header: 'Requested', type: 'date' },
  ],
  rows: (services, query) => {
    const name = lookups(services);
    return [...services.store.collection('reductions').all()]
      .filter((reduction) => inRange(reduction.createdAt, query))
      .map((reduction) => {
        const offer = reduction.history[0]?.amountCents ?? reduction.balanceCents;
        return {
          folio: name.folio(reduction.caseId),
          provider: name.company(reduction.healthProviderCompanyId),
          balance: centsToUsd(reduction.balanceCents),
          requestedAmount: centsToUsd(reduction.balanceCents - offer),
          acceptedAmount:
            reduction.acceptedAmountCents === null ? null : centsToUsd(reduction.acceptedAmountCents),
          status: REDUCTION_STATUS_LABELS[reduction.status],
          createdAt: asDate(reduction.createdAt),
        };
      });
  },
};

export const billingReport: ReportDefinition = {
  key: 'billing',
  columns: [
    { key: 'folio', header: 'Case', type: 'text', width: 14 },
    { key: 'provider', header: 'Provider', type: 'text', width: 30 },
    { key: 'description', header: 'Description', type: 'text', width: 36 },
    { key: 'amount', header: 'Amount', type: 'money' },
    { key: 'paid', header: 'Paid', type: 'money' },
    { key: 'date', header: 'Date of service', type: 'date' },
  ],
  rows: (services, query) => {
    const name = lookups(services);
    const payments = services.store.collection('payments');
    return [...services.store.collection('bills').all()]
      .filter((bill) => bill.voidedAt === null && inRange(bill.serviceDate, query))
      .map((bill) => ({
        folio: name.folio(bill.caseId),
        provider: name.company(bill.healthProviderCompanyId),
        description: bill.description,
        amount: centsToUsd(bill.amountCents),
        paid: centsToUsd(
          payerPaidCents(bill) + recordedPaidCents(bill.id, payments.findBy('billId', bill.id)),
        ),
        date: asDate(bill.serviceDate),
      }));
  },
};

export const incomingPaymentsReport: ReportDefinition = {
  key: 'incoming-payments',
  columns: [
    { key: 'folio', header: 'Case', type: 'text', width: 14 },
    { key: 'provider', header: 'Provider', type: 'text', width: 30 },
    { key: 'bill', header: 'Bill', type: 'text', width: 36 },
    { key: 'amount', header: 'Amount', type: 'money' },
    { key: 'date', header: 'Date', type: 'date' },
  ],
  rows: (services, query) => {
    const name = lookups(services);
    const bills = services.store.collection('bills');
    return [...services.store.collection('payments').all()]
      .filter((payment) => inRange(payment.date, query))
      .map((payment) => ({
        folio: name.folio(payment.caseId),
        provider: name.company(payment.healthProviderCompanyId),
        bill: bills.get(payment.billId)?.description ?? '',
        amount: centsToUsd(payment.amountCents),
        date: asDate(payment.date),
      }));
  },
};

export const reductionStatusCountsReport: ReportDefinition = {
  key: 'reduction-status-counts',
  columns: [
    { key: 'status', header: 'Status', type: 'text', width: 18 },
    { key: 'count', header: 'Reductions', type: 'number', width: 12 },
    { key: 'amount', header: 'Requested total', type: 'money', width: 18 },
  ],
  rows: (services, query) => {
    const totals = new Map(REDUCTION_NEGOTIATION_STATUSES.map((status) => [status, { count: 0, cents: 0 }]));
    for (const reduction of services.store.collection('reductions').all()) {
      if (!inRange(reduction.createdAt, query)) continue;
      const total = totals.get(reduction.status)!;
      total.count++;
      total.cents += reduction.balanceCents - (reduction.history[0]?.amountCents ?? reduction.balanceCents);
    }
    return REDUCTION_NEGOTIATION_STATUSES.map((status) => ({
      status: REDUCTION_STATUS_LABELS[status],
      count: totals.get(status)!.count,
      amount: centsToUsd(totals.get(status)!.cents),
    }));
  },
};
