import { describe, expect, it } from 'vitest';
import { acceptedReductionCents } from '@casebridge/domain';
import type { Appointment, Bill, Company, Payment, Reduction, Task } from '@casebridge/domain';
import { migrateRecords } from './migrations.ts';

const v6 = () => ({
  bills: [
    {
      id: 'b1',
      caseId: 'k1',
      healthProviderCompanyId: 'p1',
      amount: 1200.5,
      date: '2026-01-05T10:00:00.000Z',
      description: 'MRI',
    },
    {
      id: 'b2',
      caseId: 'k1',
      healthProviderCompanyId: 'p1',
      amount: 300,
      date: '2026-01-06T10:00:00.000Z',
      description: 'X-ray',
    },
  ],
  payments: [{ id: 'y1', caseId: 'k1', billId: 'b2', amount: 100.25, date: '2026-02-01T00:00:00.000Z' }],
  reductions: [
    {
      id: 'r1',
      caseId: 'k1',
      billId: 'b1',
      requestedAmount: 200.5,
      status: 'REQUESTED',
      createdAt: '2026-02-01T00:00:00.000Z',
    },
    {
      id: 'r2',
      caseId: 'k1',
      billId: 'b2',
      requestedAmount: 50,
      status: 'REQUESTED',
      createdAt: '2026-02-03T00:00:00.000Z',
    },
    {
      id: 'r3',
      caseId: 'k1',
      billId: 'b2',
      requestedAmount: 30,
      status: 'ACCEPTED',
      createdAt: '2026-01-20T00:00:00.000Z',
    },
  ],
});

describe('migrateRecords to version 7 (billing in cents)', () => {
  it('moves bills and payments to cents with their provider', () => {
    const data = migrateRecords(v6(), 6);
    const [bill] = data.bills as Bill[];
    expect(bill).toMatchObject({
      amountCents: 120_050,
      serviceDate: '2026-01-05',
      paidByPayer: {},
      voidedAt: null,
    });
    expect(data.payments as Payment[]).toEqual([
      expect.objectContaining({
        amountCents: 10_025,
        date: '2026-02-01',
        healthProviderCompanyId: 'p1',
        payer: 'OTHER',
      }),
    ]);
    expect(data.settlements).toEqual([]);
  });

  it('makes each old reduction a negotiation, leaving one open per case and provider', () => {
    const reductions = migrateRecords(v6(), 6).reductions as Reduction[];
    const byId = new Map(reductions.map((r) => [r.id, r]));
    expect(byId.get('r1')?.status).toBe('WITHDRAWN');
    expect(byId.get('r2')).toMatchObject({
      status: 'OPEN',
      balanceCents: 30_000,
      currentAmountCents: 25_000,
    });
    expect(acceptedReductionCents(byId.get('r3')!)).toBe(3000);
    expect(byId.get('r3')?.history.map((h) => h.kind)).toEqual(['OFFER', 'ACCEPT']);
  });

  it('leaves current records alone', () => {
    const once = migrateRecords(v6(), 6);
    expect(migrateRecords(once, 6)).toEqual(once);
    expect(migrateRecords(v6(), 7)).toEqual(v6());
  });
});

describe('migrateRecords to version 8 (appointments)', () => {
  const v7 = () => ({
    cases: [{ id: 'c1', claimantName: 'Ana Diaz' }],
    appointments: [
      {
        id: 'a1',
        caseId: 'c1',
        companyId: 'p1',
        licenseId: 'l1',
        status: 'CONCLUDED',
        startDate: '2026-03-02T14:00:00.000Z',
        endDate: '2026-03-02T14:30:00.000Z',
        cancelReason: null,
      },
    ],
  });

  it('gives appointments the case’s claimant, no notes, and the dates known', () => {
    const [appointment] = migrateRecords(v7(), 7).appointments as Appointment[];
    expect(appointment).toEqual({
      ...v7().appointments[0],
      claimantName: 'Ana Diaz',
      notes: null,
      canceledAt: null,
      concludedAt: '2026-03-02T14:30:00.000Z',
      createdById: null,
      createdAt: '2026-03-02T14:00:00.000Z',
    });
  });

  it('leaves current appointments as they are', () => {
    const once = migrateRecords(v7(), 7);
    expect(migrateRecords(once, 7)).toEqual(once);
    expect(migrateRecords(v7(), 8)).toEqual(v7());
  });
});

describe('migrateRecords to version 8 (tasks)', () => {
  const v7 = () => ({
    tasks: [
      {
        id: 't1',
        caseId: null,
        companyId: 'c1',
        assigneeId: 'u1',
        title: 'Call the adjuster',
        category: 'FOLLOW_UP',
        status: 'COMPLETED',
        dueDate: '2026-03-02T23:59:59.000Z',
        createdAt: '2026-03-01T10:00:00.000Z',
      },
    ],
  });

  it('gives old tasks an empty description, no known creator, and dates from their creation', () => {
    const [task] = migrateRecords(v7(), 7).tasks as Task[];
    expect(task).toEqual({
      ...v7().tasks[0],
      description: '',
      createdById: null,
      updatedAt: '2026-03-01T10:00:00.000Z',
      completedAt: '2026-03-01T10:00:00.000Z',
    });
    const once = migrateRecords(v7(), 7);
    expect(migrateRecords(once, 7)).toEqual(once);
  });
});

describe('migrateRecords to version 38 (included cases)', () => {
  const v37 = () => ({
    companies: [
      {
        id: 'c1',
        name: 'Ridgeline',
        caseResume: { total: 8, totalSpent: 8, totalPurchase: 10, totalAvailable: 2 },
      },
      { id: 'c2', name: 'No resume' },
    ],
  });

  it('reads what the case resume counted as bought as included, and keeps the counters', () => {
    const [firm, other] = migrateRecords(v37(), 37).companies as Company[];
    expect(firm!.caseResume).toEqual({
      total: 8,
      totalSpent: 8,
      totalPurchase: 0,
      totalIncluded: 10,
      totalAvailable: 2,
    });
    expect(other).toEqual({ id: 'c2', name: 'No resume' });
  });

  it('is idempotent, and leaves version 38 records alone', () => {
    const once = migrateRecords(v37(), 37);
    expect(migrateRecords(once, 37)).toEqual(once);
    expect(migrateRecords(v37(), 38)).toEqual(v37());
  });
});
