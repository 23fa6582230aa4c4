/**
 * The contract of the settlement statement calls (billingMethods: getSettlement, saveSettlement,
 * sendProRataRequests, finalizeSettlement) on the example case, run against the fake API's core in
 * process: every call reaches its route and its answer matches the domain's schema. Typed so that every
 * settlement method has its case.
 */
import { afterEach, describe, vi } from 'vitest';
import type { SettlementView } from '@casebridge/domain';
import { EXAMPLE_FIGURES, acceptOpenReductions, settlementCase } from '../../test/helpers/settlementCase.ts';
import { contractTests } from './contractCase.ts';
import type { ContractCase } from './contractCase.ts';
import type { ContractWorld } from './harness.ts';

/** The demo firm's owner (signed in) saves the example's figures on a case of three providers. */
async function saved(world: ContractWorld): Promise<SettlementView> {
  const { legalCase } = settlementCase(
    world.store,
    world.companyIdOf('attorney-owner'),
    world.companyIdOf('health-provider-owner'),
  );
  return world.client.dataProvider.saveSettlement(legalCase.id, EXAMPLE_FIGURES);
}

const CASES: Record<
  'getSettlement' | 'saveSettlement' | 'sendProRataRequests' | 'finalizeSettlement',
  ContractCase
> = {
  getSettlement: {
    as: 'attorney-owner',
    run: async (world) => {
      const { caseId } = await saved(world);
      return world.client.dataProvider.getSettlement(caseId);
    },
  },
  saveSettlement: { as: 'attorney-owner', run: saved },
  sendProRataRequests: {
    as: 'attorney-owner',
    run: async (world) => {
      const { caseId } = await saved(world);
      return world.client.dataProvider.sendProRataRequests(caseId, { note: 'Pro rata' });
    },
  },
  finalizeSettlement: {
    as: 'attorney-owner',
    run: async (world) => {
      const { caseId } = await saved(world);
      await world.client.dataProvider.sendProRataRequests(caseId, {});
      acceptOpenReductions(world.store, caseId);
      return world.client.dataProvider.finalizeSettlement(caseId);
    },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('settlement statement calls against the core', () => contractTests(CASES));
