/**
 * The contract of the react-admin resources the apps use (ra-data-simple-rest over RESOURCE_PATHS): each
 * list, record and write runs against the fake API's core in process, like the custom calls.
 */
import { afterEach, describe, expect, vi } from 'vitest';
import { REGISTRY_ENTRIES } from '@casebridge/domain/client';
import { contractTests } from './contractCase.ts';
import type { ContractCase } from './contractCase.ts';

const page = (field: string, order: 'ASC' | 'DESC' = 'DESC') => ({
  pagination: { page: 1, perPage: 5 },
  sort: { field, order },
  filter: {},
});

const CASES: Record<string, ContractCase> = {
  'registry-entries: list with a status tab and a search': {
    as: 'system-admin',
    run: async ({ client }) => {
      const { data, total } = await client.dataProvider.getList(REGISTRY_ENTRIES, {
        ...page('createdAt'),
        filter: { status: 'VALIDATED', q: 'a' },
      });
      expect(total).toBeGreaterThan(0);
      expect(data[0]!.id).toBe(data[0]!.companyId);
    },
  },
  'registries: one, many and a list': {
    as: 'system-admin',
    run: async ({ client, companyIdOf }) => {
      const id = companyIdOf('attorney-owner');
      await client.dataProvider.getOne('registries', { id });
      await client.dataProvider.getMany('registries', { ids: [id, companyIdOf('facility-owner')] });
      await client.dataProvider.getList('registries', page('name', 'ASC'));
    },
  },
  'funding-requests: list and one': {
    as: 'user',
    run: async ({ client }) => {
      const { data } = await client.dataProvider.getList('funding-requests', {
        ...page('updatedAt'),
        filter: { status: 'PENDING' },
      });
      await client.dataProvider.getOne('funding-requests', { id: data[0]!.id });
    },
  },
  'factoring: list, one and many': {
    as: 'super-user',
    run: async ({ client }) => {
      const { data } = await client.dataProvider.getList('factoring', page('name', 'ASC'));
      await client.dataProvider.getOne('factoring', { id: data[0]!.id });
      await client.dataProvider.getMany('factoring', { ids: data.map((row) => row.id) });
    },
  },
  'internal-users: list, create, one and update': {
    as: 'system-admin',
    run: async ({ client }) => {
      await client.dataProvider.getList('internal-users', page('lastName', 'ASC'));
      const { data } = await client.dataProvider.create('internal-users', {
        data: { name: 'Nora', lastName: 'Quinn', email: 'nora.quinn@casebridge.test', userType: 'USER' },
      });
      const { data: user } = await client.dataProvider.getOne('internal-users', { id: data.id });
      await client.dataProvider.update('internal-users', {
        id: user.id,
        data: { ...user, userType: 'SUPER_USER' },
        previousData: user,
      });
    },
  },
  'users: the external users list and many': {
    as: 'super-user',
    run: async ({ client }) => {
      const { data } = await client.dataProvider.getList('users', page('createdAt'));
      await client.dataProvider.getMany('users', { ids: data.slice(0, 2).map((user) => user.id) });
    },
  },
  'sales-assignments: current and history': {
    as: 'system-admin',
    run: async ({ client }) => {
      await client.dataProvider.getList('sales-assignments', page('startDate'));
      await client.dataProvider.getList('sales-assignments-history', page('endDate'));
    },
  },
  'outbox: list and one': {
    as: 'system-admin',
    run: async ({ client, userOf }) => {
      await client.dataProvider.requestPasswordReset(userOf('attorney-member').email); // one e-mail at least
      const { data } = await client.dataProvider.getList('outbox', page('sentAt'));
      await client.dataProvider.getOne('outbox', { id: data[0]!.id });
    },
  },
  'referrals: the case invites list with a status tab and a search, and one invite': {
    as: 'health-provider-owner',
    run: async ({ client }) => {
      const { data, total } = await client.dataProvider.getList('referrals', {
        ...page('createdAt'),
        filter: { status: ['ACCEPTED', 'REJECTED'], q: 'CB-' },
      });
      expect(total).toBeGreaterThan(0);
      await client.dataProvider.getOne('referrals', { id: data[0]!.id });
      await client.dataProvider.getList('referrals', page('folio', 'ASC'));
    },
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the apps’ react-admin resources against the fake API core', () => contractTests(CASES));
