/**
 * One transaction per request, through the real core over a database file: a request that fails after its first
 * write leaves nothing behind, a 4xx the handler throws keeps what it recorded, and a concurrent GET never sees
 * a write request's uncommitted rows.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, Database } from '@casebridge/domain';
import { defineRoute } from '../src/core/defineRoute.ts';
import { badRequest } from '../src/core/errors.ts';
import { createCore } from '../src/core/handle.ts';
import type { Services } from '../src/core/types.ts';
import { openStore } from '../src/store/index.ts';
import { coreRequest } from './helpers/coreRequest.ts';
import type { Store } from '../src/store/index.ts';

let dir = '';
let store: Store;
let release: () => void = () => undefined;
const named = (name: string) => ({ name }) as unknown as Omit<Company, 'id'>;
const names = () => [...store.reader().collection('companies').all()].map((c) => c.name).sort();

const routes = [
  defineRoute({
    endpoint: { method: 'POST', path: '/fails-after-writing' },
    access: 'public',
    doc: { summary: 'writes twice, then fails', tags: ['t'] },
    handler: async ({ services }) => {
      services.store.insert('companies', named('First'));
      await new Promise((resolve) => setTimeout(resolve, 5));
      services.store.insert('companies', named('Second'));
      throw new Error('disk on fire');
    },
  }),
  defineRoute({
    endpoint: { method: 'POST', path: '/refuses-after-recording' },
    access: 'public',
    doc: { summary: 'records an attempt, then answers 400', tags: ['t'] },
    handler: ({ services }) => {
      services.store.insert('companies', named('Attempt'));
      throw badRequest('wrong code');
    },
  }),
  defineRoute({
    endpoint: { method: 'POST', path: '/slow-write' },
    access: 'public',
    doc: { summary: 'writes, then waits to be released', tags: ['t'] },
    handler: async ({ services }) => {
      services.store.insert('companies', named('Slow'));
      await new Promise<void>((resolve) => (release = resolve));
      return { status: 201, body: {} };
    },
  }),
  defineRoute({
    endpoint: { method: 'GET', path: '/names' },
    access: 'public',
    doc: { summary: 'company names', tags: ['t'] },
    handler: ({ services }) => ({
      status: 200,
      body: [...services.store.collection('companies').all()].map((c) => c.name).sort(),
    }),
  }),
];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cb-transaction-'));
  store = await openStore({
    dir,
    seed: () => ({ companies: [{ id: 'a', name: 'Acme' }] }) as unknown as Database,
  });
});
afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('one transaction per request', () => {
  const core = () =>
    createCore({ store, clock: { now: () => new Date() } } as unknown as Services, routes, {
      logError: () => undefined,
    });

  it('leaves nothing behind when a request fails after its first write', async () => {
    const res = await core().handle(coreRequest('POST', '/fails-after-writing'));
    expect(res.status).toBe(500);
    expect(names()).toEqual(['Acme']);
  });

  it('keeps what a handler recorded before answering a client error', async () => {
    const res = await core().handle(coreRequest('POST', '/refuses-after-recording'));
    expect(res.status).toBe(400);
    expect(names()).toEqual(['Acme', 'Attempt']);
  });

  it('answers GETs from the last commit while a write request is still running', async () => {
    const api = core();
    const writing = api.handle(coreRequest('POST', '/slow-write'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await api.handle(coreRequest('GET', '/names'))).body).toEqual(['Acme', 'Attempt']);
    release();
    expect((await writing).status).toBe(201);
    expect((await api.handle(coreRequest('GET', '/names'))).body).toEqual(['Acme', 'Attempt', 'Slow']);
  });
});
