/**
 * The contract of the billing calls of a case (billingMethods, issue 14: a case's billing, one provider's,
 * bills, payments and reduction steps), run against the fake API's core in process. The table is typed so
 * that every method served here has its case; the settlement calls are served and tested on their own.
 */
import { afterEach, describe, vi } from 'vitest';
import { isCaseOpen } from '@casebridge/domain';
import type { BillView, LegalCase } from '@casebridge/domain';
import type { BillingMethods } from '@casebridge/domain/client';
import { contractTests } from './contractCase.ts';
import type { ContractCase } from './contractCase.ts';
import type { ContractWorld } from './harness.ts';

/** An open case of the demo firm on which the demo provider works and has no negotiation yet. */
function sharedCase(world: ContractWorld): { legalCase: LegalCase; providerId: string } {
  const providerId = world.companyIdOf('health-provider-owner');
  const negotiating = (c: LegalCase) =>
    world.store
      .collection('reductions')
      .findBy('caseId', c.id)
      .some((r) => r.healthProviderCompanyId === providerId);
  const legalCase = world.store
    .collection('cases')
    .findBy('attorneyCompanyId', world.companyIdOf('attorney-owner'))
    .find(
      (c) =>
        isCaseOpen(c.status) &&
        !c.mergedIntoCaseId &&
        c.collaboratorCompanyIds.includes(providerId) &&
        !negotiating(c),
    )!;
  return { legalCase, providerId };
}

/** The demo provider (signed in) enters a bill of $1,200 on the shared case. */
async function billed(world: ContractWorld) {
  const { legalCase, providerId } = sharedCase(world);
  const bill: BillView = await world.client.dataProvider.createBill(legalCase.id, providerId, {
    serviceDate: '2026-03-02',
    description: 'Chiropractic adjustment',
    amountCents: 120_000,
    paidByPayer: { MEDPAY: 20_000 },
  });
  return { caseId: legalCase.id, providerId, bill };
}

/** Then the firm's owner asks for a 25 % reduction. */
async function requested(world: ContractWorld) {
  const { caseId, providerId } = await billed(world);
  await world.signIn('attorney-owner');
  const reduction = await world.client.dataProvider.requestReduction(caseId, providerId, {
    by: 'PERCENT',
    percent: 25,
    note: 'Policy limits',
  });
  return { caseId, providerId, reduction };
}

const CASES: Record<
  Exclude<
    keyof BillingMethods,
    'getSettlement' | 'saveSettlement' | 'sendProRataRequests' | 'finalizeSettlement'
  >,
  ContractCase
> = {
  getCaseBilling: {
    as: 'attorney-owner',
    run: (world) => world.client.dataProvider.getCaseBilling(sharedCase(world).legalCase.id),
  },
  getProviderBilling: {
    as: 'health-provider-owner',
    run: (world) => {
      const { legalCase, providerId } = sharedCase(world);
      return world.client.dataProvider.getProviderBilling(legalCase.id, providerId);
    },
  },
  createBill: { as: 'health-provider-owner', run: billed },
  updateBill: {
    as: 'health-provider-owner',
    run: async (world) => {
      const { caseId, providerId, bill } = await billed(world);
      return world.client.dataProvider.updateBill(caseId, providerId, bill.id, {
        serviceDate: bill.serviceDate,
        description: bill.description,
        amountCents: 130_000,
        paidByPayer: bill.paidByPayer,
      });
    },
  },
  voidBill: {
    as: 'health-provider-owner',
    run: async (world) => {
      const { caseId, providerId, bill } = await billed(world);
      return world.client.dataProvider.voidBill(caseId, providerId, bill.id, 'Entered on the wrong case');
    },
  },
  recordPayment: {
    as: 'health-provider-owner',
    run: async (world) => {
      const { caseId, providerId, bill } = await billed(world);
      await world.signIn('attorney-owner');
      return world.client.dataProvider.recordPayment(caseId, providerId, {
        billId: bill.id,
        amountCents: 50_000,
        date: '2026-03-10',
        payer: 'ATTORNEY_FIRM',
        reference: 'CHK-77',
      });
    },
  },
  requestReduction: { as: 'health-provider-owner', run: requested },
  stepReduction: {
    as: 'health-provider-owner',
    run: async (world) => {
      const { caseId, providerId, reduction } = await requested(world);
      await world.signIn('health-provider-owner');
      return world.client.dataProvider.stepReduction(caseId, providerId, reduction.id, {
        action: 'COUNTER',
        amountCents: reduction.currentAmountCents + 10_000,
        note: 'Meet us halfway',
      });
    },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('billing calls of a case against the core', () => contractTests(CASES));
