/**
 * Issue 39 item 15: the directory profile is public, but its negotiation and settlement figures (average
 * accepted reduction, average reduction obtained, days to pay after settlement) go only to signed-in users
 * of a VALIDATED company and to staff; a visitor and a company not yet validated get the other signals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEGOTIATION_SIGNAL_KEYS } from '@casebridge/domain';
import type { DirectoryProfile } from '@casebridge/domain';
import { bearer, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
const ROLES = ['attorney-owner', 'owner-incomplete', 'owner-pending-review', 'system-admin', 'claimant'];
beforeAll(async () => {
  api = await startTestApi();
  for (const role of ROLES) tokens[role] = bearer(await api.tokenOfUser(userOfRole(api, role).id));
});
afterAll(() => api.close());

const companyNamed = (name: string) =>
  [...api.server.store.collection('companies').all()].find((c) => c.name === name)!;
const PROFILES = ['Riverside Spine & Rehab', 'Hartwell & Associates Law'];

async function profileAs(name: string, role: string | null) {
  const req = api.http.get(`/api/directory/profiles/${companyNamed(name).id}`);
  const res = await (role ? req.set(tokens[role]!) : req);
  expect(res.status).toBe(200);
  return res.body as DirectoryProfile;
}
const negotiation = (profile: DirectoryProfile) =>
  profile.trustSignals.filter((s) => NEGOTIATION_SIGNAL_KEYS.includes(s.key));

describe('GET /directory/profiles/{id}: the negotiation figures', () => {
  it.each(PROFILES)('are not sent to a visitor (%s), the other signals are', async (name) => {
    const profile = await profileAs(name, null);
    expect(negotiation(profile)).toEqual([]);
    expect(profile.trustSignals.length).toBeGreaterThan(0);
    expect(JSON.stringify(profile)).not.toMatch(/reduction|settlement/i);
  });

  it.each(['owner-incomplete', 'owner-pending-review', 'claimant'])(
    'are not sent to a user without a validated company (%s)',
    async (role) => {
      for (const name of PROFILES) expect(negotiation(await profileAs(name, role))).toEqual([]);
    },
  );

  it.each(['attorney-owner', 'system-admin'])('are sent to %s', async (role) => {
    const riverside = await profileAs('Riverside Spine & Rehab', role);
    expect(negotiation(riverside).map((s) => s.key)).toEqual(['acceptedReduction']);
    expect(negotiation(riverside)[0]!.value).not.toBeNull();
    const hartwell = await profileAs('Hartwell & Associates Law', role);
    expect(negotiation(hartwell).map((s) => s.key)).toEqual(['reductionObtained', 'settlementToPaymentDays']);
  });

  it('answers 401 to a token that is not valid (the client renews it), never the figures', async () => {
    const res = await api.http
      .get(`/api/directory/profiles/${companyNamed(PROFILES[0]!).id}`)
      .set(bearer('not-a-token'));
    expect(res.status).toBe(401);
    expect(res.body.trustSignals).toBeUndefined();
  });
});
