/**
 * The contract of the referral calls (referralMethods: presenting a case, the case invites' counts and answers,
 * the skeleton list, a case's presentations and a company's professionals), run against the fake API's core in
 * process. The table is typed so that every method has its case.
 */
import { afterEach, describe, vi } from 'vitest';
import type { ReferralMethods } from '@casebridge/domain/client';
import type { ReferralView } from '@casebridge/domain';
import { contractTests } from './contractCase.ts';
import type { ContractCase } from './contractCase.ts';
import type { ContractWorld } from './harness.ts';

const provider = (world: ContractWorld) => world.companyIdOf('health-provider-owner');

/** A new open case of the demo firm, presented by its owner (signed in) to the demo provider. */
async function presented(world: ContractWorld): Promise<ReferralView> {
  const firmId = world.companyIdOf('attorney-owner');
  const template = [...world.store.collection('cases').all()].find((c) => c.attorneyCompanyId === firmId)!;
  const { id: _id, ...rest } = template;
  const legalCase = world.store.insert('cases', {
    ...rest,
    folio: `CB-2026-8${String(world.store.collection('cases').size).padStart(5, '0')}`,
    status: 'INTAKE',
    collaboratorCompanyIds: [],
    mergedIntoCaseId: null,
  });
  const [referral] = await world.client.dataProvider.presentCase({
    caseId: legalCase.id,
    recipients: [{ companyId: provider(world) }],
    treatmentNeeded: 'Physical therapy',
  });
  return referral!;
}

/** Presented by the firm, then the provider's owner signed in to answer it. */
async function received(world: ContractWorld): Promise<ReferralView> {
  const referral = await presented(world);
  await world.signIn('health-provider-owner');
  return referral;
}

const CASES: Record<keyof ReferralMethods, ContractCase> = {
  presentCase: { as: 'attorney-owner', run: presented },
  getReferralStatusCounts: {
    as: 'health-provider-owner',
    run: (world) => world.client.dataProvider.getReferralStatusCounts(),
  },
  listReferralSkeleton: {
    as: 'health-provider-owner',
    run: (world) => world.client.dataProvider.listReferralSkeleton({ page: 1, size: 5 }),
  },
  getReferral: {
    as: 'attorney-owner',
    run: async (world) => world.client.dataProvider.getReferral((await presented(world)).id),
  },
  acceptReferral: {
    as: 'attorney-owner',
    run: async (world) => world.client.dataProvider.acceptReferral((await received(world)).id),
  },
  rejectReferral: {
    as: 'attorney-owner',
    run: async (world) =>
      world.client.dataProvider.rejectReferral((await received(world)).id, {
        motive: 'OTHER',
        text: 'Fully booked this month',
      }),
  },
  assignReferral: {
    as: 'attorney-owner',
    run: async (world) => {
      const referral = await received(world);
      const license = world.store.collection('licenses').findBy('companyId', provider(world))[0]!;
      return world.client.dataProvider.assignReferral(referral.id, { professionalIds: [license.id] });
    },
  },
  resendReferral: {
    as: 'attorney-owner',
    run: async (world) => {
      const referral = await received(world);
      await world.client.dataProvider.rejectReferral(referral.id, { motive: 'OUTSIDE_AREA' });
      await world.signIn('attorney-owner');
      return world.client.dataProvider.resendReferral(referral.id, {
        companyId: world.companyIdOf('facility-owner'),
      });
    },
  },
  getCaseReferrals: {
    as: 'attorney-owner',
    run: async (world) => world.client.dataProvider.getCaseReferrals((await presented(world)).caseId),
  },
  getCompanyProfessionals: {
    as: 'attorney-owner',
    run: (world) => world.client.dataProvider.getCompanyProfessionals(provider(world)),
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('referral calls against the core', () => contractTests(CASES));
