import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Company } from '@casebridge/domain';
import { listArray } from '../../core/arrayList.ts';
import { createMemoryStore, openStore } from '../index.ts';
import { SEARCH_FIELDS } from '../searchFields.ts';
import type { ListQuery, Store } from '../types.ts';
import { ANCHOR_STEP, PageAnchors } from './pageAnchors.ts';

const COUNT = ANCHOR_STEP * 4 + 321;
const NAMES = ['Acme', 'acme', 'Beta Law', 'Zeta', '', '10', null];

/** Companies with ties, case, numbers, empty and null names, and dates repeated. */
function companies(count: number, prefix = 'c'): Company[] {
  return Array.from({ length: count }, (_, i) => {
    const name = NAMES[(i * 7) % NAMES.length];
    return {
      id: `${prefix}${String((i * 7919) % 100_003).padStart(6, '0')}-${i}`,
      ...(name === null ? {} : { name: `${name}` }),
      type: i % 3 === 0 ? 'ATTORNEY' : 'FACILITY',
      createdAt: `2026-0${1 + (i % 9)}-01T00:00:00.000Z`,
    } as unknown as Company;
  });
}

/** Deep pages of every order the anchors seek by, and of one they do not (an undeclared field). */
function deepQueries(): ListQuery[] {
  const queries: ListQuery[] = [];
  const sorts = [
    undefined,
    { field: 'id', order: 'DESC' },
    { field: 'name', order: 'ASC' },
    { field: 'createdAt', order: 'DESC' },
    { field: 'mission', order: 'ASC' },
  ] as const;
  for (const sort of sorts)
    for (const filter of [undefined, { type: 'ATTORNEY' }])
      for (const start of [
        ANCHOR_STEP - 1,
        ANCHOR_STEP,
        2 * ANCHOR_STEP + 490,
        3 * ANCHOR_STEP + 999,
        COUNT - 10,
      ])
        queries.push({
          ...(sort ? { sort } : {}),
          ...(filter ? { filter } : {}),
          range: [start, start + 24],
        });
  return queries;
}

function expectReferencePages(store: Store, read: Store = store): number {
  const stored = [...store.collection('companies').all()] as unknown as { id: string }[];
  let checked = 0;
  for (const query of deepQueries()) {
    const expected = listArray(stored, query, SEARCH_FIELDS.companies).data.map((r) => r.id);
    const actual = read.collection('companies').list(query);
    expect(
      actual.data.map((r) => r.id),
      JSON.stringify(query),
    ).toEqual(expected);
    checked += expected.length;
  }
  return checked;
}

describe('page anchors', () => {
  it('answers deep pages like the reference, the first time and from the anchors, in every order', () => {
    const sought = vi.spyOn(PageAnchors.prototype, 'positions');
    const store = createMemoryStore({ companies: companies(COUNT) });
    expect(expectReferencePages(store)).toBeGreaterThan(500);
    // Again: now from the anchors the first pass left.
    expectReferencePages(store);
    // The pages past the first step of the four indexed orders, with and without the filter, were sought.
    expect(sought.mock.results.filter((r) => r.value !== null).length).toBeGreaterThanOrEqual(40);
    sought.mockRestore();
  });

  it('forgets its anchors when the data changes: writes, removals, and a rolled back request', async () => {
    const store = createMemoryStore({ companies: companies(COUNT) });
    expectReferencePages(store);
    const all = [...store.collection('companies').all()];
    // Records moved in every order: renamed to the front, re-dated, removed, and new ones at the start.
    for (const company of all.slice(100, 140)) store.update('companies', company.id, { name: '0 first' });
    for (const company of all.slice(200, 230))
      store.update('companies', company.id, { createdAt: '2030-01-01T00:00:00.000Z' });
    for (const company of all.slice(300, 350)) store.remove('companies', company.id);
    for (const company of companies(60, 'a')) store.insert('companies', company);
    expectReferencePages(store);
    await expect(
      store.transaction(() => {
        for (const company of all.slice(400, 460)) store.remove('companies', company.id);
        expectReferencePages(store);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expectReferencePages(store);
  });

  it('forgets them on the read connection when a commit of the writer changes the data', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'anchors-'));
    try {
      const store = await openStore({ dir, seed: () => ({ companies: companies(COUNT) }) as never });
      const reader = store.reader();
      expectReferencePages(store, reader);
      const all = [...store.collection('companies').all()];
      await store.transaction(() => {
        for (const company of all.slice(0, 80)) store.remove('companies', company.id);
      });
      await store.flush();
      expectReferencePages(store, reader);
      await store.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
