import type { APIRequestContext } from '@playwright/test';
import type { DemoAccount } from './accounts.ts';

/** Signs in through the API and answers a bearer header, to compare what a screen shows with the data. */
export async function bearer(
  request: APIRequestContext,
  account: DemoAccount,
): Promise<Record<string, string>> {
  const res = await request.post('/api/users/login', {
    data: { email: account.email, password: account.password },
  });
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** A simple-rest list query string: sort, range and filter as JSON. */
export function listQuery(query: {
  sort?: [string, string];
  range?: [number, number];
  filter?: object;
}): string {
  return new URLSearchParams(
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])),
  ).toString();
}

/** The total from a Content-Range header such as "companies 0-24/240". */
export function totalOf(contentRange: string | undefined): number {
  return Number(/\/(\d+)$/.exec(contentRange ?? '')?.[1] ?? Number.NaN);
}
