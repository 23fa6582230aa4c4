import { createClient } from '@casebridge/domain/client';
import { staffOnly } from './login/staffOnly.ts';

const client = createClient({ apiUrl: import.meta.env.API_URL ?? '/api', app: 'admin' });

/** The console's data provider ('registries' -> /api/companies) and its staff-only auth provider. */
export const dataProvider = client.dataProvider;
export const authProvider = staffOnly(client.authProvider);

/** A URL below the API base (downloads opened by the browser itself, such as factoring documents). */
export const apiHref = (path: string): string => `${client.http.apiUrl}${path}`;
