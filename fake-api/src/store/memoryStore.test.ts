import { describe, expect, it } from 'vitest';
import type { Company, Database } from '@casebridge/domain';
import { DuplicateIdError, NotFoundError } from './errors.ts';
import { createMemoryStore } from './index.ts';

const company = (id: string, name: string): Company =>
  ({ id, name, status: 'VALIDATED' }) as unknown as Company;

function newStore() {
  return createMemoryStore({ companies: [company('a', 'Acme'), company('b', 'Beta')] } as Partial<Database>);
}

describe('MemoryStore', () => {
  it('inserts with a generated UUID (id first) and refuses a duplicate id', () => {
    const store = newStore();
    const created = store.insert('companies', { name: 'Gamma' } as unknown as Omit<Company, 'id'>);
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(created)[0]).toBe('id');
    expect(store.collection('companies').get(created.id)).toEqual(created);
    expect(() => store.insert('companies', company('a', 'Again'))).toThrow(DuplicateIdError);
  });

  it('shallow-merges updates, keeps the id, and applies them synchronously', () => {
    const store = newStore();
    const updated = store.update('companies', 'a', { name: 'Acme 2', id: 'other' } as Partial<Company>);
    expect(updated).toMatchObject({ id: 'a', name: 'Acme 2', status: 'VALIDATED' });
    expect(store.collection('companies').findOne('name', 'Acme 2')?.id).toBe('a');
  });

  it('throws NotFoundError for update/remove of a missing id', () => {
    const store = newStore();
    expect(() => store.update('companies', 'zz', {})).toThrow(NotFoundError);
    expect(() => store.remove('companies', 'zz')).toThrow(NotFoundError);
    expect(store.remove('companies', 'b').name).toBe('Beta');
    expect(store.collection('companies').size).toBe(1);
  });

  it('stores frozen JSON copies, leaving the caller objects alone', () => {
    const store = newStore();
    const input = { name: 'Delta', location: { city: 'Austin' }, when: undefined };
    const created = store.insert('companies', input as unknown as Omit<Company, 'id'>);
    expect(Object.isFrozen(input.location)).toBe(false);
    expect(Object.isFrozen(created.location)).toBe(true);
    expect('when' in created).toBe(false);
    expect(() => {
      (created as { name: string }).name = 'x';
    }).toThrow(TypeError);
  });

  it('snapshots every collection in json-server format', async () => {
    const store = newStore();
    const db = store.snapshot();
    expect(db.companies.map((c) => c.id)).toEqual(['a', 'b']);
    expect(db.users).toEqual([]);
    await expect(store.flush()).resolves.toBeUndefined();
  });
});
