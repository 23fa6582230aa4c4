import { createClient } from '@casebridge/domain/client';
import { staffOnly } from './login/staffOnly.ts';

const client = createClient({ apiUrl: import.meta.env.API_URL ?? '/api', app: 'admin' });

/** The console's data provider ('registries' -> /api/companies) and its staff-only auth provider. */
export const dataProvider = client.dataProvider;
export const authProvider = staffOnly(client.authProvider);
