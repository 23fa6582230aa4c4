/**
 * The contract of the funding calls of a case (fundingMethods: asking a factoring company for funding, the
 * case's requests, the factoring search, the users a factoring company funded, and the case facts it
 * underwrites with), run against the fake API's core in process. The table is typed so that
 * every method has its case.
 */
import { afterEach, describe, vi } from 'vitest';
import { isCaseOpen } from '@casebridge/domain';
import type { FundingRequest } from '@casebridge/domain';
import type { FundingMethods } from '@casebridge/domain/client';
import { contractTests } from './contractCase.ts';
import type { ContractCase } from './contractCase.ts';
import type { ContractWorld } from './harness.ts';

/** The demo firm's owner (signed in) asks the demo factoring company, made to take it, for an advance. */
async function requested(world: ContractWorld): Promise<FundingRequest> {
  const firmId = world.companyIdOf('attorney-owner');
  const legalCase = world.store
    .collection('cases')
    .findBy('attorneyCompanyId', firmId)
    .find((c) => isCaseOpen(c.status) && !c.mergedIntoCaseId)!;
  const summit = world.store
    .collection('factoringCompanies')
    .findOne('companyId', world.companyIdOf('factoring-company'))!;
  world.store.update('factoringCompanies', summit.id, {
    requestTypes: ['ADVANCE'],
    stateCodes: [legalCase.accidentState],
    minRequestAmount: 1000,
    maxRequestAmount: 20_000,
  });
  return world.client.dataProvider.createFundingRequest({
    caseId: legalCase.id,
    factoringCompanyId: summit.id,
    type: 'ADVANCE',
    requestFor: 'CLIENT',
    amount: 5000,
    note: 'Rent while treating',
  });
}

const CASES: Record<keyof FundingMethods, ContractCase> = {
  createFundingRequest: { as: 'attorney-owner', run: requested },
  getFundingCaseFacts: {
    as: 'attorney-owner',
    run: async (world) => {
      const request = await requested(world);
      await world.signIn('factoring-company');
      return world.client.dataProvider.getFundingCaseFacts(request.id);
    },
  },
  getCaseFundingRequests: {
    as: 'attorney-owner',
    run: async (world) => {
      const request = await requested(world);
      return world.client.dataProvider.getCaseFundingRequests(request.caseId);
    },
  },
  getUsersFundedByMe: {
    as: 'attorney-owner',
    run: async (world) => {
      const request = await requested(world);
      await world.signIn('factoring-company');
      await world.client.dataProvider.setFundingStatus(request.id, 'APPROVED');
      return world.client.dataProvider.getUsersFundedByMe(request.caseId);
    },
  },
  searchFactoringCompanies: {
    as: 'attorney-owner',
    run: async (world) => {
      const request = await requested(world);
      const legalCase = world.store.collection('cases').get(request.caseId)!;
      return world.client.dataProvider.searchFactoringCompanies({
        requestAmount: 5000,
        requestType: 'ADVANCE',
        stateCode: legalCase.accidentState,
      });
    },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('funding calls of a case against the core', () => contractTests(CASES));
