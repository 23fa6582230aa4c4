import { z } from 'zod';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import { issueTokens } from './auth.ts';
import { defineRoute } from './defineRoute.ts';
import { conflict } from './errors.ts';
import { createCore } from './handle.ts';
import type { ApiRequest } from './types.ts';
import { testServices } from './testServices.ts';
import { scheduledJobs } from '../routes/index.ts';

const request = (overrides: Partial<ApiRequest>): ApiRequest => ({
  method: 'GET',
  path: '/',
  query: {},
  headers: {},
  ...overrides,
});

function setup() {
  const services = testServices();
  const flush = vi.spyOn(services.store, 'flush');
  const logError = vi.fn();
  const order: string[] = [];
  const routes = [
    defineRoute({
      endpoint: { method: 'GET', path: '/public/:n' },
      access: 'public',
      params: z.object({ n: z.coerce.number().int() }),
      query: z.object({ q: z.string().optional() }),
      doc: { summary: 'echo', tags: ['t'] },
      handler: ({ params, query }) => {
        expectTypeOf(params.n).toEqualTypeOf<number>();
        expectTypeOf(query.q).toEqualTypeOf<string | undefined>();
        return { status: 200, body: { n: params.n, q: query.q ?? null } };
      },
    }),
    defineRoute({
      endpoint: { method: 'PUT', path: '/things/:id' },
      access: (principal, { params }) => principal.companyId === params.id,
      params: z.object({ id: z.string() }),
      body: z.object({ name: z.string().min(1, MESSAGES.companyNameRequired) }),
      doc: { summary: 'update', tags: ['t'] },
      handler: async ({ body, principal }) => {
        expectTypeOf(body.name).toEqualTypeOf<string>();
        order.push(`start ${body.name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(`end ${body.name}`);
        return { status: 200, body: { name: body.name, by: principal?.userId } };
      },
    }),
    defineRoute({
      endpoint: { method: 'GET', path: '/boom' },
      access: 'authenticated',
      doc: { summary: 'boom', tags: ['t'] },
      handler: () => {
        throw new Error('database password is hunter2');
      },
    }),
    defineRoute({
      endpoint: { method: 'GET', path: '/audited' },
      access: 'public',
      writes: true,
      doc: { summary: 'a read that records itself', tags: ['t'] },
      handler: ({ services }) => {
        services.store.insert('outbox', { to: 'audit@x.test', subject: 'read', body: '', sentAt: '' });
        return { status: 200 };
      },
    }),
    defineRoute({
      endpoint: { method: 'DELETE', path: '/conflict' },
      access: 'authenticated',
      doc: { summary: 'conflict', tags: ['t'] },
      handler: () => {
        throw conflict(MESSAGES.notificationNotRead);
      },
    }),
  ];
  const core = createCore(services, routes, { logError });
  return { services, core, flush, logError, order };
}

async function auth(services: ReturnType<typeof testServices>) {
  const { token } = await issueTokens(services, 'u1');
  return { authorization: `Bearer ${token}` };
}

describe('createCore().handle', () => {
  it('parses params and query with the route schemas', async () => {
    const { core } = setup();
    const res = await core.handle(request({ path: '/public/42', query: { q: 'x' } }));
    expect(res).toEqual({ status: 200, body: { n: 42, q: 'x' } });
    const bad = await core.handle(request({ path: '/public/abc' }));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'validation_error', message: MESSAGES.invalidInput });
    expect(Object.keys((bad.body as { fields: object }).fields)).toEqual(['n']);
  });

  it('answers 404 route_not_found and 405 for a known path with another method', async () => {
    const { core } = setup();
    expect(await core.handle(request({ path: '/nope' }))).toEqual({
      status: 404,
      body: { error: 'route_not_found', message: MESSAGES.routeNotFound },
    });
    const res = await core.handle(request({ method: 'POST', path: '/public/1' }));
    expect(res.status).toBe(405);
    expect(res.headers).toEqual({ Allow: 'GET' });
  });

  it('authenticates, then checks access (403), then validates the body with per-field messages', async () => {
    const { core, services } = setup();
    expect(
      (await core.handle(request({ method: 'PUT', path: '/things/c1', body: { name: 'a' } }))).status,
    ).toBe(401);
    const headers = await auth(services);
    const denied = await core.handle(request({ method: 'PUT', path: '/things/c2', headers, body: {} }));
    expect(denied).toEqual({ status: 403, body: { error: 'forbidden', message: MESSAGES.forbidden } });
    const invalid = await core.handle(
      request({ method: 'PUT', path: '/things/c1', headers, body: { name: '' } }),
    );
    expect(invalid).toEqual({
      status: 400,
      body: {
        error: 'validation_error',
        message: MESSAGES.invalidInput,
        fields: { name: MESSAGES.companyNameRequired },
      },
    });
    const ok = await core.handle(
      request({ method: 'PUT', path: '/things/c1', headers, body: { name: 'a' } }),
    );
    expect(ok).toEqual({ status: 200, body: { name: 'a', by: 'u1' } });
  });

  it('runs mutating handlers one at a time and answers after flushing the store', async () => {
    const { core, services, flush, order } = setup();
    const headers = await auth(services);
    flush.mockClear();
    const put = (name: string) =>
      core.handle(request({ method: 'PUT', path: '/things/c1', headers, body: { name } }));
    const answers = await Promise.all([put('a'), put('b'), put('c')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(flush).toHaveBeenCalledTimes(3);
    flush.mockClear();
    await core.handle(request({ path: '/public/1' }));
    expect(flush).not.toHaveBeenCalled();
    await core.handle(request({ method: 'DELETE', path: '/conflict', headers }));
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('runs a GET declared `writes` like a write: it may record, and is answered once durable', async () => {
    const { core, services, flush } = setup();
    flush.mockClear();
    expect((await core.handle(request({ path: '/audited' }))).status).toBe(200);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(services.store.collection('outbox').findBy('to', 'audit@x.test')).toHaveLength(1);
  });

  it('hides unexpected errors behind a generic 500 and logs them server-side', async () => {
    const { core, services, logError } = setup();
    const res = await core.handle(request({ path: '/boom', headers: await auth(services) }));
    expect(res).toEqual({ status: 500, body: { error: 'internal_error', message: MESSAGES.genericError } });
    expect(JSON.stringify(res)).not.toContain('hunter2');
    expect(logError).toHaveBeenCalledOnce();
  });

  it('passes thrown ApiErrors through', async () => {
    const { core, services } = setup();
    const res = await core.handle(
      request({ method: 'DELETE', path: '/conflict', headers: await auth(services) }),
    );
    expect(res).toEqual({ status: 409, body: { error: 'conflict', message: MESSAGES.notificationNotRead } });
  });
});

describe('runJob (background work such as the referral sweep)', () => {
  it('runs under the write lock, after the request holding it, in one transaction, then flushes', async () => {
    const { core, services, flush, order } = setup();
    const headers = await auth(services);
    flush.mockClear();
    const put = core.handle(request({ method: 'PUT', path: '/things/c1', headers, body: { name: 'a' } }));
    const job = core.runJob((jobServices) => {
      order.push('job');
      jobServices.store.insert('outbox', { to: 'job@x.test', subject: 'job', body: '', sentAt: '' });
      return 7;
    });
    expect(await job).toBe(7);
    await put;
    expect(order).toEqual(['start a', 'end a', 'job']);
    expect(flush).toHaveBeenCalledTimes(2);
    expect(services.store.collection('outbox').findBy('to', 'job@x.test')).toHaveLength(1);
  });

  it('tells a job how many writers wait for the lock (the search upkeep gives way to them)', async () => {
    const { core } = setup();
    const seen: number[] = [];
    const first = core.runJob((jobServices) => seen.push(jobServices.writersWaiting?.() ?? -1));
    const second = core.runJob((jobServices) => seen.push(jobServices.writersWaiting?.() ?? -1));
    await Promise.all([first, second]);
    expect(seen).toEqual([1, 0]);
    const upkeep = scheduledJobs.find((job) => job.name === 'searchUpkeep')!;
    const maintain = vi.fn(() => true);
    const waiting = await core.runJob((jobServices) =>
      upkeep.run({ ...jobServices, store: { ...jobServices.store, maintainSearch: maintain } }),
    );
    expect(waiting).toEqual({ more: true });
    const third = core.runJob(() => undefined);
    const yielded = core.runJob((jobServices) => upkeep.run({ ...jobServices, writersWaiting: () => 1 }));
    await third;
    expect(await yielded).toEqual({ more: false });
    expect(maintain).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing of a job that fails, and rejects with its error', async () => {
    const { core, services } = setup();
    const failing = core.runJob((jobServices) => {
      jobServices.store.insert('outbox', { to: 'half@x.test', subject: 'half', body: '', sentAt: '' });
      throw new Error('half done');
    });
    await expect(failing).rejects.toThrow('half done');
    expect(services.store.collection('outbox').findBy('to', 'half@x.test')).toHaveLength(0);
  });
});

describe('prepare (slow work outside the write lock)', () => {
  it('runs a route’s prepare before the lock, so other writes go on meanwhile, and hands its answer over', async () => {
    const services = testServices();
    let release: (value: string) => void = () => undefined;
    const gate = new Promise<string>((resolve) => (release = resolve));
    const order: string[] = [];
    const routes = [
      defineRoute({
        endpoint: { method: 'POST', path: '/slow' },
        access: 'public',
        body: z.object({ word: z.string() }),
        doc: { summary: 'slow', tags: ['t'] },
        prepare: async ({ body }) => `${body.word} ${await gate}`,
        handler: ({ prepared }) => {
          expectTypeOf(prepared).toEqualTypeOf<string>();
          order.push('slow written');
          return { status: 200, body: { prepared } };
        },
      }),
      defineRoute({
        endpoint: { method: 'POST', path: '/quick' },
        access: 'public',
        doc: { summary: 'quick', tags: ['t'] },
        handler: () => {
          order.push('quick written');
          return { status: 204 };
        },
      }),
    ];
    const core = createCore(services, routes);
    const slow = core.handle(request({ method: 'POST', path: '/slow', body: { word: 'hashed' } }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await core.handle(request({ method: 'POST', path: '/quick' }))).status).toBe(204);
    release('later');
    expect(await slow).toEqual({ status: 200, body: { prepared: 'hashed later' } });
    expect(order).toEqual(['quick written', 'slow written']);
    const invalid = await core.handle(request({ method: 'POST', path: '/slow', body: {} }));
    expect(invalid.status).toBe(400);
  });
});
