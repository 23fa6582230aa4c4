import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import type { Claimant } from '@casebridge/domain';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const claimantEmail = () => demoAccount((a) => a.role === 'claimant').email;
const userByEmail = (email: string) => api.server.store.collection('users').findOne('email', email)!;
const recordOf = (userId: string) => api.server.store.collection('claimants').findOne('userId', userId)!;
const as = async (email: string) => bearer(await api.tokenFor(email));

const profile = {
  name: 'Maria',
  lastName: 'Lopez',
  phone: '(312) 555-0199',
  dateOfBirth: '04/17/1985',
  address: '1 Main St',
  suite: 'Apt 4',
  city: 'springfield',
  state: 'IL',
  zipCode: '62701',
};

describe('GET /claimants/me', () => {
  it("answers the signed-in claimant's profile", async () => {
    const user = userByEmail(claimantEmail());
    const res = await api.http.get('/api/claimants/me').set(await as(claimantEmail()));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(recordOf(user.id));
    expect((res.body as Claimant).email).toBe(user.email);
  });

  it('401 without a token, 403 for a user who is not a claimant', async () => {
    expect((await api.http.get('/api/claimants/me')).status).toBe(401);
    const owner = demoAccount((a) => a.role === 'attorney-owner').email;
    const res = await api.http.get('/api/claimants/me').set(await as(owner));
    expect(res.status).toBe(403);
  });
});

describe('PUT /claimants/me', () => {
  it('saves the profile, marks it complete and renames the user', async () => {
    const user = userByEmail(claimantEmail());
    const before = recordOf(user.id);
    const res = await api.http
      .put('/api/claimants/me')
      .set(await as(claimantEmail()))
      .send(profile);
    expect(res.status).toBe(200);
    const saved = res.body as Claimant;
    expect(saved).toMatchObject({
      id: before.id,
      name: 'Maria',
      lastName: 'Lopez',
      phone: '3125550199',
      dateOfBirth: '1985-04-17T00:00:00.000Z',
      profileComplete: true,
      location: {
        address: '1 Main St',
        suite: 'Apt 4',
        city: 'springfield',
        state: 'IL',
        zipCode: '62701',
        country: 'US',
      },
    });
    // Springfield, IL is in the gazetteer: its centre, whatever the case of the typed name.
    expect(saved.location!.latitude).toBeCloseTo(39.8, 0);
    expect(saved.location!.longitude).toBeCloseTo(-89.6, 0);
    expect(recordOf(user.id)).toEqual(saved);
    expect(userByEmail(claimantEmail())).toMatchObject({
      name: 'Maria',
      lastName: 'Lopez',
      phone: '3125550199',
    });
    const account = await api.http.get('/api/account').set(await as(claimantEmail()));
    expect(account.body.session.userName).toBe('Maria Lopez');
  });

  it('locates a city missing from the gazetteer in its state, and stores an empty suite as null', async () => {
    const res = await api.http
      .put('/api/claimants/me')
      .set(await as(claimantEmail()))
      .send({ ...profile, city: 'Nowhere Township', suite: '', dateOfBirth: '1985-04-17' });
    expect(res.status).toBe(200);
    expect(res.body.location).toMatchObject({ city: 'Nowhere Township', suite: null, state: 'IL' });
    expect(typeof res.body.location.latitude).toBe('number');
    expect(res.body.dateOfBirth).toBe('1985-04-17T00:00:00.000Z');
  });

  it('400 with per-field messages on bad input, nothing saved', async () => {
    const user = userByEmail(claimantEmail());
    const before = recordOf(user.id);
    const res = await api.http
      .put('/api/claimants/me')
      .set(await as(claimantEmail()))
      .send({ ...profile, name: '', phone: '555', dateOfBirth: '12/31/2999', state: 'ZZ', zipCode: '' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect(res.body.fields).toEqual({
      name: MESSAGES.thisFieldRequired,
      phone: MESSAGES.phoneDigits,
      dateOfBirth: MESSAGES.dateOfBirthFuture,
      state: MESSAGES.invalidOption,
      zipCode: MESSAGES.zipRequired,
    });
    expect(recordOf(user.id)).toEqual(before);
    const empty = await api.http
      .put('/api/claimants/me')
      .set(await as(claimantEmail()))
      .send('nope');
    expect(empty.status).toBe(400);
  });

  it('401 without a token, 403 for a user who is not a claimant (before the body is looked at)', async () => {
    expect((await api.http.put('/api/claimants/me').send(profile)).status).toBe(401);
    const member = demoAccount((a) => a.role === 'attorney-member').email;
    const res = await api.http
      .put('/api/claimants/me')
      .set(await as(member))
      .send({});
    expect(res.status).toBe(403);
  });

  it('404 for a claimant user without a claimant record', async () => {
    const other = [...api.server.store.collection('users').all()].find(
      (u) => u.userType === 'CLAIMANT' && u.status === 'ACTIVE' && u.enabled && u.email !== claimantEmail(),
    )!;
    const headers = bearer(await api.tokenOfUser(other.id));
    api.server.store.remove('claimants', recordOf(other.id).id);
    const get = await api.http.get('/api/claimants/me').set(headers);
    expect([get.status, get.body.message]).toEqual([404, MESSAGES.claimantNotFound]);
    expect((await api.http.put('/api/claimants/me').set(headers).send(profile)).status).toBe(404);
  });
});
