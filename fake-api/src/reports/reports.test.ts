import { describe, expect, it } from 'vitest';
import { REPORT_CATALOG, reportQuerySchema } from '@casebridge/domain';
import type { Bill, LegalCase, Payment, Reduction, Task } from '@casebridge/domain';
import { ApiError } from '../core/errors.ts';
import { testServices, testUser } from '../core/testServices.ts';
import { REPORTS } from './index.ts';
import { inRange } from './types.ts';

/** A query as the route hands it over, parsed from raw query values. */
const q = (raw: Record<string, string> = {}) => reportQuerySchema.parse(raw);

const legalCase = (overrides: Partial<LegalCase>): LegalCase => ({
  id: 'k1',
  folio: 'CB-0001',
  attorneyCompanyId: 'c1',
  attorneyUserId: 'u1',
  claimantId: null,
  claimantName: 'Carl Claimant',
  claimantEmail: null,
  claimantPhone: null,
  caseType: 'AUTO_ACCIDENT',
  status: 'INTAKE',
  accidentDate: '2025-12-01T00:00:00.000Z',
  accidentCity: 'Austin',
  accidentState: 'TX',
  policeReport: 'YES',
  insuranceCarrier: null,
  policyLimit: null,
  statuteOfLimitationsDate: '2027-12-01',
  description: '',
  collaboratorCompanyIds: [],
  favoriteUserIds: [],
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const task = (id: string, category: Task['category'], createdAt: string): Task => ({
  id,
  caseId: 'k1',
  companyId: 'c1',
  assigneeId: 'u1',
  title: `Task ${id}`,
  category,
  description: '',
  status: 'PENDING',
  dueDate: createdAt,
  createdById: 'u1',
  createdAt,
  updatedAt: createdAt,
  completedAt: null,
});
const bill: Bill = {
  id: 'b1',
  caseId: 'k1',
  healthProviderCompanyId: 'c1',
  serviceDate: '2026-02-01',
  description: 'MRI',
  procedureCode: null,
  amountCents: 100_000,
  paidByPayer: {},
  voidedAt: null,
  voidedById: null,
  voidedByName: null,
  voidReason: null,
  createdAt: '2026-02-01T00:00:00.000Z',
  createdById: null,
  createdByName: 'Dr. Lee',
  updatedAt: '2026-02-01T00:00:00.000Z',
};
const payment = (id: string, amountCents: number, date: string): Payment => ({
  id,
  caseId: 'k1',
  billId: 'b1',
  healthProviderCompanyId: 'c1',
  amountCents,
  date,
  payer: 'ATTORNEY_FIRM',
  reference: null,
  recordedById: null,
  recordedByName: 'Ann Firm',
  recordedByCompanyId: 'c0',
  createdAt: `${date}T00:00:00.000Z`,
});
/** An open negotiation asking `reductionCents` off a balance of $1,000. */
const reduction = (id: string, status: Reduction['status'], reductionCents: number): Reduction => ({
  id,
  caseId: 'k1',
  healthProviderCompanyId: 'c1',
  status,
  balanceCents: 100_000,
  currentAmountCents: 100_000 - reductionCents,
  acceptedAmountCents: null,
  history: [
    {
      kind: 'OFFER',
      by: 'FIRM',
      byId: 'u0',
      byName: 'Ann Firm',
      at: '2026-02-02T00:00:00.000Z',
      amountCents: 100_000 - reductionCents,
      note: null,
    },
  ],
  breakdownFileId: null,
  createdAt: '2026-02-02T00:00:00.000Z',
  updatedAt: '2026-02-02T00:00:00.000Z',
});

describe('report catalogue', () => {
  it('has one definition per entry of the domain catalogue, under the same key', () => {
    expect(Object.keys(REPORTS).sort()).toEqual(REPORT_CATALOG.map((r) => r.key).sort());
    for (const info of REPORT_CATALOG) expect(REPORTS[info.key].key).toBe(info.key);
  });
});

describe('report rows', () => {
  it('filters on an inclusive day range', () => {
    expect(inRange('2026-03-31T23:59:00.000Z', { from: '2026-03-01', to: '2026-03-31' })).toBe(true);
    expect(inRange('2026-03-01T00:00:00.000Z', { from: '2026-03-01' })).toBe(true);
    expect(inRange('2026-04-01T00:00:00.000Z', { to: '2026-03-31' })).toBe(false);
  });

  it('keeps the chosen task categories and resolves names', () => {
    const services = testServices({
      cases: [legalCase({})],
      tasks: [
        task('t1', 'LEGAL', '2026-02-01T00:00:00.000Z'),
        task('t2', 'MEDICAL', '2026-02-01T00:00:00.000Z'),
        task('t3', 'LEGAL', '2027-01-01T00:00:00.000Z'),
      ],
    });
    const rows = REPORTS.tasks.rows(services, q({ categories: 'LEGAL', to: '2026-12-31' }));
    expect(rows).toEqual([
      expect.objectContaining({ title: 'Task t1', category: 'Legal', company: 'Acme Law', folio: 'CB-0001' }),
    ]);
    expect(rows[0]!.assignee).toBe('Olivia Owner');
  });

  it('averages the days to resolution per attorney and 404s an unknown user', () => {
    const services = testServices({
      users: [testUser(), testUser({ id: 'u2', name: 'Ada', lastName: 'Attorney', email: 'a@x.test' })],
      cases: [
        legalCase({ id: 'k1', status: 'SETTLED', updatedAt: '2026-01-11T00:00:00.000Z' }),
        legalCase({ id: 'k2', status: 'CLOSED', updatedAt: '2026-01-21T00:00:00.000Z' }),
        legalCase({ id: 'k3', status: 'INTAKE', updatedAt: '2026-05-01T00:00:00.000Z' }),
        legalCase({
          id: 'k4',
          attorneyUserId: 'u2',
          status: 'SETTLED',
          updatedAt: '2026-01-05T00:00:00.000Z',
        }),
      ],
    });
    const velocity = REPORTS['case-velocity'];
    expect(velocity.rows(services, q())).toEqual([
      { attorney: 'Ada Attorney', firm: 'Acme Law', cases: 1, averageDays: 4 },
      { attorney: 'Olivia Owner', firm: 'Acme Law', cases: 2, averageDays: 15 },
    ]);
    expect(velocity.rows(services, q({ userId: 'u2' }))).toHaveLength(1);
    expect(() => velocity.rows(services, q({ userId: 'nobody' }))).toThrow(ApiError);
  });

  it('counts every status, zeros included, and sums payments per bill', () => {
    const services = testServices({
      cases: [legalCase({})],
      bills: [bill],
      payments: [payment('p1', 25_050, '2026-03-01'), payment('p2', 10_000, '2026-03-02')],
      reductions: [reduction('r1', 'OPEN', 10_000), reduction('r2', 'OPEN', 5000)],
    });
    expect(REPORTS['reduction-status-counts'].rows(services, q())).toEqual([
      { status: 'Awaiting provider', count: 2, amount: 150 },
      { status: 'Awaiting attorney', count: 0, amount: 0 },
      { status: 'Accepted', count: 0, amount: 0 },
      { status: 'Rejected', count: 0, amount: 0 },
      { status: 'Withdrawn', count: 0, amount: 0 },
    ]);
    expect(REPORTS.reductions.rows(services, q())[0]).toMatchObject({
      balance: 1000,
      requestedAmount: 100,
      acceptedAmount: null,
      status: 'Awaiting provider',
    });
    expect(REPORTS['case-statuses'].rows(services, q())[0]).toEqual({ status: 'Intake', count: 1 });
    expect(REPORTS.billing.rows(services, q())[0]).toMatchObject({
      amount: 1000,
      paid: 350.5,
      folio: 'CB-0001',
    });
    expect(REPORTS['incoming-payments'].rows(services, q({ from: '2026-03-02' }))).toHaveLength(1);
  });
});
