/**
 * The contract of the network calls (networkMethods, issue 12: Make Intro, Invite Friends, My Network, user
 * details), run against the fake API's core in process. The table is typed so that every method has its case.
 */
import { describe, expect } from 'vitest';
import type { NetworkMethods } from '@casebridge/domain/client';
import { contractTests } from './contractCase.ts';
import type { ContractCase } from './contractCase.ts';
import type { ContractWorld } from './harness.ts';

const riverside = (world: ContractWorld) => world.companyIdOf('health-provider-owner');
const sent = (world: ContractWorld) =>
  world.client.dataProvider.sendIntro(
    { receiver: riverside(world), introduction: 'We work with many spine patients.' },
    new File(['%PDF-1.4 intro'], 'about us.pdf', { type: 'application/pdf' }),
  );

const CASES: Record<keyof NetworkMethods, ContractCase> = {
  sendIntro: { as: 'attorney-owner', run: sent },
  listIntros: { as: 'attorney-owner', run: (world) => world.client.dataProvider.listIntros() },
  getIntroCount: { as: 'attorney-owner', run: (world) => world.client.dataProvider.getIntroCount() },
  getLatestIntro: {
    as: 'attorney-owner',
    run: (world) => world.client.dataProvider.getLatestIntro(riverside(world)),
  },
  downloadIntroFile: {
    as: 'attorney-owner',
    run: async (world) => {
      const file = await world.client.dataProvider.downloadIntroFile((await sent(world)).id);
      expect(file.filename).toBe('about_us.pdf');
    },
  },
  referFriend: {
    as: 'attorney-owner',
    run: (world) => world.client.dataProvider.referFriend('contract.friend@example.test'),
  },
  getReferralParticipants: {
    as: 'attorney-owner',
    run: (world) => world.client.dataProvider.getReferralParticipants(world.userOf('attorney-owner').id),
  },
  getRewardCount: { as: 'attorney-owner', run: (world) => world.client.dataProvider.getRewardCount() },
  getMyNetwork: { as: 'attorney-owner', run: (world) => world.client.dataProvider.getMyNetwork('spine') },
  getMyAssociates: { as: 'attorney-owner', run: (world) => world.client.dataProvider.getMyAssociates() },
  getUserDetails: { as: 'attorney-member', run: (world) => world.client.dataProvider.getUserDetails() },
  getUserNames: {
    as: 'attorney-owner',
    run: (world) => world.client.dataProvider.getUserNames([world.userOf('attorney-member').id]),
  },
  saveUnregisteredProfessional: {
    as: 'attorney-owner',
    run: async (world) => {
      const added = await world.client.dataProvider.saveUnregisteredProfessional(null, {
        name: 'Rita',
        lastName: 'Outside',
        type: 'HEALTH_PROVIDER',
        email: 'rita.outside@example.test',
      });
      return world.client.dataProvider.saveUnregisteredProfessional(added.id, {
        name: 'Rita',
        lastName: 'Outside',
        type: 'HEALTH_PROVIDER',
        email: 'rita.outside@example.test',
        invite: true,
      });
    },
  },
  getUnregisteredProfessional: {
    as: 'attorney-owner',
    run: async (world) => {
      const [first] = await world.client.dataProvider.searchUnregisteredProfessionals(
        world.companyIdOf('attorney-owner'),
        {},
      );
      return world.client.dataProvider.getUnregisteredProfessional(first!.id);
    },
  },
  searchUnregisteredProfessionals: {
    as: 'attorney-owner',
    run: (world) =>
      world.client.dataProvider.searchUnregisteredProfessionals(world.companyIdOf('attorney-owner'), {
        type: 'ATTORNEY',
        search: 'a',
      }),
  },
};

describe('network calls', () => contractTests(CASES));
