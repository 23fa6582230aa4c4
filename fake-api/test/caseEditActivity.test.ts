import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseActivityView, LegalCaseView } from '@casebridge/domain';
import { signInRoles, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

// Issue 40 item 34: "Case details edited" says which fields changed, from what to what.
let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ['attorney-owner'], tokens);
});
afterAll(() => api.close());

const owner = () => tokens['attorney-owner']!;
const form = (overrides: Record<string, unknown> = {}) => ({
  claimantName: 'Dana Rivers',
  claimantEmail: 'dana.rivers@mail.test',
  caseType: 'AUTO_ACCIDENT',
  accidentDate: '2026-06-01',
  accidentCity: 'Austin',
  accidentState: 'TX',
  policeReport: 'YES',
  insuranceCarrier: 'GEICO',
  policyLimit: 50000,
  statuteOfLimitationsDate: '2028-06-01',
  description: 'Rear-end collision',
  ...overrides,
});

describe('the activity of a case edit', () => {
  it('records each changed field with its old and new value, and only those', async () => {
    const created = await api.http.post('/api/cases').set(owner()).send(form());
    expect(created.status).toBe(201);
    const id = (created.body as LegalCaseView).id;
    const edited = await api.http
      .put(`/api/cases/${id}`)
      .set(owner())
      .send(form({ accidentCity: 'Denver', accidentState: 'CO', policyLimit: 75000, insuranceCarrier: '' }));
    expect(edited.status).toBe(200);

    const log = await api.http.get(`/api/cases/${id}/activity`).set(owner());
    const entry = (log.body as CaseActivityView[]).find((e) => e.action === 'CASE_UPDATED');
    expect(entry?.detail).toBe('Case details edited');
    expect(entry?.changes).toEqual([
      { field: 'accidentCity', label: 'Accident city', from: 'Austin', to: 'Denver' },
      { field: 'accidentState', label: 'Accident state', from: 'TX', to: 'CO' },
      { field: 'insuranceCarrier', label: 'Insurance carrier', from: 'GEICO', to: '' },
      { field: 'policyLimit', label: 'Policy limit', from: '$50,000.00', to: '$75,000.00' },
    ]);
  });
});
