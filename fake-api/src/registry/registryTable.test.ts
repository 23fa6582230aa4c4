/** The registry table, kept by triggers, against the full join computed from the collections after random writes. */
import { describe, expect, it } from 'vitest';
import { generateDatabase } from '@casebridge/fixtures';
import type { Services } from '../core/types.ts';
import { createMemoryStore } from '../store/index.ts';
import { registryEntries, registryRows } from './entries.ts';
import { REGISTRY } from './registryTable.ts';
import { randomWriter } from '../testing/randomWrites.ts';

describe('the registry table', () => {
  it('holds the full join of companies, subscriptions and users after random writes', () => {
    const db = generateDatabase();
    const store = createMemoryStore(db);
    const services = { store } as unknown as Services;
    const rows = registryRows(services);
    const check = () => {
      const entries = registryEntries(services).map((entry) => ({
        ...entry,
        salesRepresentativeId: entry.salesRepresentativeId ?? null,
      }));
      expect(rows.list({}).data).toEqual(entries);
      // Each counted field's counts (the counts table) against the join's.
      for (const field of REGISTRY.spec.counted ?? []) {
        const values = new Set(entries.map((entry) => entry[field as keyof typeof entry] ?? null));
        for (const value of values)
          expect(rows.count({ [field]: value }), `${field} ${String(value)}`).toBe(
            entries.filter((entry) => (entry[field as keyof typeof entry] ?? null) === value).length,
          );
      }
    };
    check();
    const write = randomWriter(store, 5);
    for (let i = 0; i < 300; i++) {
      write(i);
      if (i % 50 === 0) check();
    }
    check();
    const page = rows.list({
      filter: { status: 'VALIDATED' },
      sort: { field: 'lastUpdate', order: 'DESC' },
      range: [0, 9],
    });
    const all = registryEntries(services).filter((entry) => entry.status === 'VALIDATED');
    expect(page.total).toBe(all.length);
    expect(page.data.map((row) => row.lastUpdate)).toEqual(
      all
        .map((row) => row.lastUpdate)
        .sort()
        .reverse()
        .slice(0, 10),
    );
  }, 30_000);
});
