/** Money reports on cases: reductions, billing, incoming payments and reduction status counts. */
import { REDUCTION_STATUSES } from '@casebridge/domain';
import { humanize, lookups } from './lookup.ts';
import { asDate, inRange, type ReportDefinition } from './types.ts';

export const reductionsReport: ReportDefinition = {
  key: 'reductions',
  columns: [
    { key: 'folio', header: 'Case', type: 'text', width: 14 },
    { key: 'provider', header: 'Provider', type: 'text', width: 30 },
    { key: 'billAmount', header: 'Bill amount', type: 'money' },
    { key: 'requestedAmount', header: 'Requested reduction', type: 'money', width: 20 },
    { key: 'status', header: 'Status', type: 'text', width: 12 },
    { key: 'createdAt', header: 'Requested', type: 'date' },
  ],
  rows: (services, query) => {
    const name = lookups(services);
    const bills = services.store.collection('bills');
    return [...services.store.collection('reductions').all()]
      .filter((reduction) => inRange(reduction.createdAt, query))
      .map((reduction) => {
        const bill = bills.get(reduction.billId);
        return {
          folio: name.folio(reduction.caseId),
          provider: name.company(bill?.healthProviderCompanyId ?? null),
          billAmount: bill?.amount ?? null,
          requestedAmount: reduction.requestedAmount,
          status: humanize(reduction.status),
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
    { key: 'date', header: 'Date', type: 'date' },
  ],
  rows: (services, query) => {
    const name = lookups(services);
    const payments = services.store.collection('payments');
    return [...services.store.collection('bills').all()]
      .filter((bill) => inRange(bill.date, query))
      .map((bill) => ({
        folio: name.folio(bill.caseId),
        provider: name.company(bill.healthProviderCompanyId),
        description: bill.description,
        amount: bill.amount,
        paid: payments.findBy('billId', bill.id).reduce((sum, payment) => sum + payment.amount, 0),
        date: asDate(bill.date),
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
      .map((payment) => {
        const bill = bills.get(payment.billId);
        return {
          folio: name.folio(payment.caseId),
          provider: name.company(bill?.healthProviderCompanyId ?? null),
          bill: bill?.description ?? '',
          amount: payment.amount,
          date: asDate(payment.date),
        };
      });
  },
};

export const reductionStatusCountsReport: ReportDefinition = {
  key: 'reduction-status-counts',
  columns: [
    { key: 'status', header: 'Status', type: 'text', width: 14 },
    { key: 'count', header: 'Reductions', type: 'number', width: 12 },
    { key: 'amount', header: 'Requested total', type: 'money', width: 18 },
  ],
  rows: (services, query) => {
    const totals = new Map(REDUCTION_STATUSES.map((status) => [status, { count: 0, amount: 0 }]));
    for (const reduction of services.store.collection('reductions').all()) {
      if (!inRange(reduction.createdAt, query)) continue;
      const total = totals.get(reduction.status)!;
      total.count++;
      total.amount += reduction.requestedAmount;
    }
    return REDUCTION_STATUSES.map((status) => ({ status: humanize(status), ...totals.get(status)! }));
  },
};
