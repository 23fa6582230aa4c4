import type { APIRequestContext } from '@playwright/test';
import type { RegistryEntry } from '@casebridge/domain';
import { account } from './accounts.ts';
import { bearer, listQuery } from './api.ts';

/** The demo companies other browser tests rely on: a test that changes a company picks another one. */
export const DEMO_COMPANIES = [
  'Brookside',
  'Granite',
  'Ironwood',
  'Hartwell',
  'Riverside',
  'Lakeview',
  'Summit',
  'Newfield',
];

/** A registry row matching the filter that the other browser tests do not touch. */
export async function pickCompany(
  request: APIRequestContext,
  filter: object,
  skip: string[] = DEMO_COMPANIES,
) {
  const res = await request.get(`/api/subscriptions/?${listQuery({ filter, range: [0, 49] })}`, {
    headers: await bearer(request, account('user')),
  });
  const rows = (await res.json()) as RegistryEntry[];
  const row = rows.find((r) => !skip.some((name) => r.companyName.startsWith(name)));
  if (!row) throw new Error(`no company for ${JSON.stringify(filter)}`);
  return row;
}
