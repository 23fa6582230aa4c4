/** Test data of the billing screens' tests: one provider's billing on a case, in cents. */
import type {
  BillView,
  CaseBilling,
  LegalCaseView,
  PaymentView,
  ProviderBilling,
  ReductionView,
} from '@casebridge/domain';

export const BILLING_CASE = {
  id: 'ca1',
  folio: 'CB-2026-000001',
  access: 'FIRM',
  status: 'TREATING',
  accidentState: 'TX',
  attorneyCompanyId: 'c1',
  mergedIntoCaseId: null,
} as LegalCaseView;

export const bill = (overrides: Partial<BillView> = {}): BillView => ({
  id: 'b1',
  caseId: 'ca1',
  healthProviderCompanyId: 'p1',
  serviceDate: '2026-10-02',
  description: 'Initial evaluation',
  procedureCode: '99204',
  amountCents: 120_000,
  paidByPayer: { MEDPAY: 20_000 },
  paidCents: 20_000,
  balanceCents: 100_000,
  voidedAt: null,
  voidedByName: null,
  voidReason: null,
  createdAt: '2026-10-03T10:00:00.000Z',
  createdByName: 'Rita Rivers',
  updatedAt: '2026-10-03T10:00:00.000Z',
  ...overrides,
});

export const payment = (overrides: Partial<PaymentView> = {}): PaymentView => ({
  id: 'pay1',
  caseId: 'ca1',
  billId: 'b1',
  healthProviderCompanyId: 'p1',
  amountCents: 5_000,
  date: '2026-10-10',
  payer: 'PATIENT',
  reference: 'CHK-1001',
  recordedByName: 'Rita Rivers',
  recordedByCompanyId: 'p1',
  createdAt: '2026-10-10T10:00:00.000Z',
  ...overrides,
});

export const reduction = (overrides: Partial<ReductionView> = {}): ReductionView => ({
  id: 'r1',
  caseId: 'ca1',
  healthProviderCompanyId: 'p1',
  status: 'OPEN',
  balanceCents: 100_000,
  currentAmountCents: 60_000,
  acceptedAmountCents: null,
  history: [
    {
      kind: 'OFFER',
      label: 'Offer',
      by: 'FIRM',
      byId: 'u1',
      byName: 'Ann Lee',
      at: '2026-11-01T10:00:00.000Z',
      amountCents: 60_000,
      note: 'Policy limit is low',
    },
  ],
  breakdownFileId: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const providerBilling = (overrides: Partial<ProviderBilling> = {}): ProviderBilling => ({
  caseId: 'ca1',
  folio: 'CB-2026-000001',
  caseOpen: true,
  provider: { id: 'p1', name: 'Riverside Spine & Rehab', type: 'HEALTH_PROVIDER' },
  side: 'PROVIDER',
  bills: [bill()],
  payments: [],
  reductions: [],
  totals: {
    billCount: 1,
    billedCents: 120_000,
    paidCents: 20_000,
    reductionCents: 0,
    reductionAccepted: false,
    balanceDueCents: 100_000,
  },
  can: { addBill: true, recordPayment: true, requestReduction: false, reductionActions: [] },
  ...overrides,
});

export const caseBilling = (overrides: Partial<CaseBilling> = {}): CaseBilling => ({
  caseId: 'ca1',
  providers: [
    {
      id: 'p1',
      name: 'Riverside Spine & Rehab',
      type: 'HEALTH_PROVIDER',
      totals: providerBilling().totals,
      reductionStatus: 'OPEN',
    },
  ],
  totals: {
    billedCents: 120_000,
    paidCents: 20_000,
    reductionCents: 0,
    balanceDueCents: 100_000,
    policyLimitCents: 2_500_000,
    billedOverLimitCents: 0,
    dueOverLimitCents: 0,
  },
  ...overrides,
});
