/**
 * The contract of the case calls (caseMethods and the 'cases' resource), run against the fake API's core in
 * process. The table is typed so that every method has its case.
 */
import { afterEach, describe, vi } from 'vitest';
import type { CaseMethods } from '@casebridge/domain/client';
import type { LegalCase } from '@casebridge/domain';
import { contractTests } from './contractCase.ts';
import type { ContractCase } from './contractCase.ts';
import type { ContractWorld } from './harness.ts';

/** A case of the demo firm that the demo provider collaborates on. */
const sharedCase = ({ store, companyIdOf }: ContractWorld): LegalCase =>
  [...store.collection('cases').all()].find(
    (c) =>
      c.attorneyCompanyId === companyIdOf('attorney-owner') &&
      c.collaboratorCompanyIds.includes(companyIdOf('health-provider-owner')),
  )!;

/** A case form's fields from a stored case (dates as YYYY-MM-DD). */
const caseInput = (c: Omit<LegalCase, 'id' | 'folio'>) => ({
  claimantName: c.claimantName,
  claimantEmail: c.claimantEmail,
  claimantPhone: c.claimantPhone,
  caseType: c.caseType,
  accidentDate: c.accidentDate.slice(0, 10),
  accidentCity: c.accidentCity,
  accidentState: c.accidentState,
  policeReport: c.policeReport,
  insuranceCarrier: c.insuranceCarrier,
  policyLimit: c.policyLimit,
  statuteOfLimitationsDate: c.statuteOfLimitationsDate.slice(0, 10),
  description: c.description,
});

const card = {
  email: 'billing@firm.test',
  cardNumber: '4242 4242 4242 4242',
  expiration: '12/39',
  securityCode: '123',
  zip: '78701',
  nameOnCard: 'Olivia Stone',
};

const CASES: Record<keyof CaseMethods, ContractCase> = {
  setCaseStatus: {
    as: 'attorney-owner',
    run: async (world) => {
      const c = sharedCase(world);
      const next = c.status === 'CLOSED' || c.status === 'WITHDRAWN' ? 'INTAKE' : 'CLOSED';
      await world.client.dataProvider.setCaseStatus(c.id, next, 'contract');
    },
  },
  reassignCase: {
    as: 'attorney-owner',
    run: (world) =>
      world.client.dataProvider.reassignCase(sharedCase(world).id, world.userOf('attorney-member').id),
  },
  setCaseFavorite: {
    as: 'attorney-member',
    run: async (world) => {
      await world.client.dataProvider.setCaseFavorite(sharedCase(world).id, true);
      await world.client.dataProvider.setCaseFavorite(sharedCase(world).id, false);
    },
  },
  getCaseActivity: {
    as: 'attorney-owner',
    run: (world) => world.client.dataProvider.getCaseActivity(sharedCase(world).id, 0),
  },
  getCaseCollaborators: {
    as: 'health-provider-owner',
    run: (world) => world.client.dataProvider.getCaseCollaborators(sharedCase(world).id),
  },
  addCaseCollaborator: {
    as: 'attorney-owner',
    run: (world) =>
      world.client.dataProvider.addCaseCollaborator(
        sharedCase(world).id,
        world.companyIdOf('facility-owner'),
      ),
  },
  removeCaseCollaborator: {
    as: 'attorney-owner',
    run: (world) =>
      world.client.dataProvider.removeCaseCollaborator(
        sharedCase(world).id,
        world.companyIdOf('health-provider-owner'),
      ),
  },
  getCaseNotes: {
    as: 'health-provider-owner',
    run: (world) => world.client.dataProvider.getCaseNotes(sharedCase(world).id),
  },
  createNote: {
    as: 'health-provider-owner',
    run: (world) =>
      world.client.dataProvider.createNote({
        caseId: sharedCase(world).id,
        text: 'Seen',
        audience: 'COLLABORATORS',
      }),
  },
  updateNote: {
    as: 'attorney-owner',
    run: async ({ client, ...world }) => {
      const note = await client.dataProvider.createNote({
        caseId: sharedCase({ client, ...world }).id,
        text: 'Draft',
        audience: 'COMPANY',
      });
      await client.dataProvider.updateNote(note.id, { text: 'Final', audience: 'COLLABORATORS' });
    },
  },
  deleteNote: {
    as: 'attorney-owner',
    run: async ({ client, ...world }) => {
      const note = await client.dataProvider.createNote({
        caseId: sharedCase({ client, ...world }).id,
        text: 'Gone soon',
        audience: 'COMPANY',
      });
      await client.dataProvider.deleteNote(note.id);
    },
  },
  getCaseDeletion: {
    as: 'attorney-owner',
    run: (world) => world.client.dataProvider.getCaseDeletion(sharedCase(world).id),
  },
  listDeletedCases: {
    as: 'attorney-owner',
    run: (world) => world.client.dataProvider.listDeletedCases(),
  },
  restoreCase: {
    as: 'attorney-owner',
    run: async ({ client, ...world }) => {
      // An empty case, deleted through the 'cases' resource, then restored.
      const { id, folio: _folio, ...rest } = sharedCase({ client, ...world });
      void _folio;
      const draft = { ...rest, claimantName: 'Contract Restore', claimantEmail: null, claimantPhone: null };
      const created = await client.dataProvider.create('cases', { data: caseInput(draft) });
      void id;
      await client.dataProvider.delete('cases', {
        id: created.data.id,
        previousData: { id: created.data.id },
      });
      await client.dataProvider.restoreCase(String(created.data.id));
    },
  },
  getCaseResume: {
    as: 'attorney-member',
    run: (world) => world.client.dataProvider.getCaseResume(world.companyIdOf('attorney-owner')),
  },
  buyCases: {
    as: 'attorney-owner',
    run: (world) =>
      world.client.dataProvider.buyCases(world.companyIdOf('attorney-owner'), {
        paymentMethodId: 'new',
        itemQuantity: 1,
        card,
      }),
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('case calls against the core', () => contractTests(CASES));
