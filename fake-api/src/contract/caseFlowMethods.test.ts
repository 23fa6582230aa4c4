/**
 * The contract of the case workflow calls (caseFlowMethods: collaborator search, status requests, merges,
 * bulk upload, the claimant's dashboard, a presented case), run against the fake API's core in process. The
 * table is typed so that every method has its case.
 */
import { afterEach, describe, vi } from 'vitest';
import type { CaseFlowMethods } from '@casebridge/domain/client';
import { BULK_CASE_COLUMNS } from '@casebridge/domain';
import type { LegalCase } from '@casebridge/domain';
import { contractTests } from './contractCase.ts';
import type { ContractCase } from './contractCase.ts';
import type { ContractWorld } from './harness.ts';

/** A case of the demo firm that the demo provider collaborates on, with none of its requests open. */
const sharedCase = ({ store, companyIdOf }: ContractWorld): LegalCase =>
  [...store.collection('cases').all()].find(
    (c) =>
      c.attorneyCompanyId === companyIdOf('attorney-owner') &&
      c.collaboratorCompanyIds.includes(companyIdOf('health-provider-owner')) &&
      !store
        .collection('caseStatusRequests')
        .findBy('caseId', c.id)
        .some((r) => r.state === 'OPEN'),
  )!;

/** A filled template as CSV: one valid case and one without a claimant name. */
const CSV = [
  BULK_CASE_COLUMNS.map((c) => c.header).join(','),
  'Dana Rivers,,,Auto accident,2026-06-01,Austin,TX,Yes,GEICO,50000,2028-06-01,Rear-end,',
  ',,,Auto accident,2026-06-01,Austin,TX,Yes,,,2028-06-01,,',
].join('\n');
const csvFile = () => new Blob([CSV], { type: 'text/csv' });

/** The demo firm's cases. */
const firmCases = ({ store, companyIdOf }: ContractWorld): LegalCase[] =>
  [...store.collection('cases').all()].filter((c) => c.attorneyCompanyId === companyIdOf('attorney-owner'));

/** A case of the demo firm. */
const firmCase = ({ store, companyIdOf }: ContractWorld): LegalCase =>
  [...store.collection('cases').all()].find((c) => c.attorneyCompanyId === companyIdOf('attorney-owner'))!;

const CASES: Record<keyof CaseFlowMethods, ContractCase> = {
  searchCollaboratorCandidates: {
    as: 'attorney-owner',
    run: (world) => world.client.dataProvider.searchCollaboratorCandidates(firmCase(world).id, 'imaging'),
  },
  getCaseStatusRequests: {
    as: 'health-provider-owner',
    run: (world) => world.client.dataProvider.getCaseStatusRequests(sharedCase(world).id),
  },
  requestCaseStatus: {
    as: 'health-provider-owner',
    run: (world) => world.client.dataProvider.requestCaseStatus(sharedCase(world).id, 'Any news?'),
  },
  answerCaseStatusRequest: {
    as: 'attorney-owner',
    run: async (world) => {
      const open = [...world.store.collection('caseStatusRequests').all()].find((r) => r.state === 'OPEN')!;
      await world.client.dataProvider.answerCaseStatusRequest(open.caseId, open.id, {
        answer: 'Demand sent',
        status: null,
      });
    },
  },
  previewCaseMerge: {
    as: 'attorney-member',
    run: (world) => {
      const [a, b] = firmCases(world);
      return world.client.dataProvider.previewCaseMerge(a!.id, b!.id);
    },
  },
  mergeCases: {
    as: 'attorney-member',
    run: (world) => {
      const [a, b] = firmCases(world);
      return world.client.dataProvider.mergeCases(a!.id, b!.id);
    },
  },
  getCaseMerges: {
    as: 'attorney-owner',
    run: async (world) => {
      const [a, b] = firmCases(world);
      await world.client.dataProvider.mergeCases(a!.id, b!.id);
      await world.client.dataProvider.getCaseMerges(a!.id);
    },
  },
  undoCaseMerge: {
    as: 'attorney-owner',
    run: async (world) => {
      const [a, b] = firmCases(world);
      const merge = await world.client.dataProvider.mergeCases(a!.id, b!.id);
      await world.client.dataProvider.undoCaseMerge(merge.id);
    },
  },
  downloadBulkTemplate: {
    as: 'attorney-owner',
    run: (world) => world.client.dataProvider.downloadBulkTemplate(),
  },
  checkBulkUpload: {
    as: 'attorney-member',
    run: (world) => world.client.dataProvider.checkBulkUpload(csvFile(), 'cases.csv'),
  },
  importBulkUpload: {
    as: 'attorney-member',
    run: (world) => world.client.dataProvider.importBulkUpload(csvFile(), 'cases.csv'),
  },
  getPresentedCase: {
    as: 'health-provider-owner',
    run: (world) => {
      const presented = world.store
        .collection('referrals')
        .findBy('toCompanyId', world.companyIdOf('health-provider-owner'))[0]!;
      return world.client.dataProvider.getPresentedCase(presented.caseId);
    },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('case workflow calls against the core', () => contractTests(CASES));
