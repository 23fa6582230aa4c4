import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { userSchema } from '@casebridge/domain';
import { createCore } from './handle.ts';
import { defineListRoute } from './listRoute.ts';
import { testServices, testUser } from './testServices.ts';

const services = testServices({
  users: [
    testUser({ id: 'u1', lastName: 'Adams', companyId: 'c1' }),
    testUser({ id: 'u2', email: 'b@x.test', lastName: 'Baker', companyId: 'c1' }),
    testUser({ id: 'u3', email: 'c@x.test', lastName: 'Clark', companyId: 'c2' }),
  ],
});
const core = createCore(services, [
  defineListRoute({
    endpoint: { method: 'GET', path: '/people' },
    access: 'public',
    collection: 'users',
    resource: 'people',
    filterFields: ['companyId'],
    sortFields: ['lastName'],
    defaultSort: { field: 'lastName', order: 'DESC' },
    // The caller sees company c1 only; asking for another company finds nothing.
    scope: (filter) =>
      filter['companyId'] && filter['companyId'] !== 'c1' ? null : { ...filter, companyId: 'c1' },
    serialize: ({ id, lastName }) => ({ id, lastName }),
    doc: { summary: 'people', tags: ['t'], response: z.array(userSchema.pick({ id: true, lastName: true })) },
  }),
]);
const list = (query: Record<string, string> = {}) =>
  core.handle({ method: 'GET', path: '/people', query, headers: {} });

describe('defineListRoute', () => {
  it('scopes, sorts by default, serializes and answers Content-Range', async () => {
    const answer = await list();
    expect(answer.body).toEqual([
      { id: 'u2', lastName: 'Baker' },
      { id: 'u1', lastName: 'Adams' },
    ]);
    expect(answer.headers?.['Content-Range']).toBe('people 0-1/2');
  });

  it('answers an empty page when the scope refuses what was asked', async () => {
    const answer = await list({ filter: JSON.stringify({ companyId: 'c2' }) });
    expect(answer.body).toEqual([]);
    expect(answer.headers?.['Content-Range']).toBe('people */0');
  });

  it('refuses a filter or sort field outside the allow-lists with 400', async () => {
    expect((await list({ filter: JSON.stringify({ email: 'x' }) })).status).toBe(400);
    expect((await list({ sort: JSON.stringify(['email', 'ASC']) })).status).toBe(400);
  });
});
