/** ENDPOINTS is the union of the area tables (api/endpoints/), each endpoint written in one of them. */
import { describe, expect, it } from 'vitest';
import * as endpoints from './endpoints.ts';
import { ENDPOINTS } from './endpoints.ts';
import type { Endpoint } from './endpoints.ts';

/** The maps that pick endpoints of the tables (by company type, by action). */
const MAPS = ['COMPLETE_ACCOUNT_ENDPOINTS', 'USER_ACTION_ENDPOINTS', 'COMPANY_ACTION_ENDPOINTS'];
const AREAS = Object.entries(endpoints).filter(
  ([name]) => name.endsWith('_ENDPOINTS') && !MAPS.includes(name),
) as [string, Record<string, Endpoint>][];

describe('ENDPOINTS', () => {
  it('is split into area tables', () => {
    expect(AREAS.map(([name]) => name)).toEqual(
      expect.arrayContaining(['SESSION_ENDPOINTS', 'SUBSCRIPTION_ENDPOINTS', 'SYSTEM_ENDPOINTS']),
    );
  });

  it('writes each endpoint in one area table only', () => {
    const keys = AREAS.flatMap(([, table]) => Object.keys(table));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(Object.keys(ENDPOINTS)).toHaveLength(keys.length);
  });

  it('holds every endpoint of every area table, as written there', () => {
    for (const [, table] of AREAS) expect(ENDPOINTS).toMatchObject(table);
  });

  it("picks the maps' endpoints from the tables", () => {
    const all: Endpoint[] = Object.values(ENDPOINTS);
    for (const name of MAPS) {
      const map = endpoints[name as keyof typeof endpoints] as Record<string, Endpoint>;
      expect(Object.values(map).every((endpoint) => all.includes(endpoint))).toBe(true);
    }
  });
});
