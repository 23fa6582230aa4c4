/** The endpoint table and the served routes are the same list: no route outside the table, no entry unserved. */
import { describe, expect, it } from 'vitest';
import {
  CATALOG_NAMES,
  ENDPOINTS,
  REPORT_CATALOG,
  catalogEndpoint,
  reportEndpoint,
} from '@casebridge/domain';
import type { Endpoint, ReportKey } from '@casebridge/domain';
import { apiRoutes } from '../routes/index.ts';

const key = ({ method, path }: Endpoint) => `${method} ${path}`;

const TABLE = [
  ...Object.values(ENDPOINTS),
  ...CATALOG_NAMES.map((name) => catalogEndpoint(name)),
  ...REPORT_CATALOG.map(({ key: report }) => reportEndpoint(report as ReportKey)),
].map(key);

describe('the endpoint table', () => {
  const served = apiRoutes().map(key);

  it('serves every endpoint of the table', () => {
    expect(TABLE.filter((endpoint) => !served.includes(endpoint))).toEqual([]);
  });

  it('declares every served route in the table', () => {
    expect(served.filter((route) => !TABLE.includes(route))).toEqual([]);
  });

  it('names each endpoint once', () => {
    expect(new Set(TABLE).size).toBe(TABLE.length);
  });
});
