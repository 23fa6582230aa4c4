/**
 * The contract of the directory's calls (directoryMethods) run against the fake API's core in process: each
 * reaches its route and its answer matches the domain's schema. Typed so that every method has its case.
 */
import { afterEach, describe, vi } from 'vitest';
import type { DirectoryMethods } from '@casebridge/domain/client';
import { contractTests } from './contractCase.ts';
import type { ContractCase } from './contractCase.ts';

const CASES: Record<keyof DirectoryMethods, ContractCase> = {
  searchDirectory: {
    as: 'attorney-owner',
    run: ({ client }) =>
      client.dataProvider.searchDirectory('health-providers', { city: 'Chicago', state: 'IL', radius: 25 }),
  },
  searchDirectoryAll: {
    as: 'claimant',
    run: ({ client }) => client.dataProvider.searchDirectoryAll('attorneys', { location: 'Chicago' }),
  },
  getDirectoryProfile: {
    as: 'attorney-owner',
    run: async ({ client }) => {
      const page = await client.dataProvider.searchDirectory('attorneys', {});
      return client.dataProvider.getDirectoryProfile(page.data[0]!.companyId);
    },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('the directory calls against the core', () => contractTests(CASES));
