/**
 * PUT /users/{id}/picture (the user, or the owner or an admin of their company: the public picture and the
 * private ID picture) and GET /users/{id}/id-picture (those, and internal staff). Anyone else, and a user that
 * does not exist, is 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import { bearer, demoAccount, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

// The signature and a 100 x 100 IHDR header: the API reads a profile picture's width (at most 1080).
const IHDR = Buffer.alloc(25);
IHDR.writeUInt32BE(13, 0);
IHDR.write('IHDR', 4, 'ascii');
IHDR.writeUInt32BE(100, 8);
IHDR.writeUInt32BE(100, 12);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), IHDR]);
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const as = async (role: string) => bearer(await api.tokenFor(demoAccount((a) => a.role === role).email));
const memberId = () => userOfRole(api, 'attorney-member').id;
const upload = async (role: string, id: string, field = 'idPicture', body = PNG, name = 'id.png') =>
  api.http
    .put(`/api/users/${id}/picture`)
    .set(await as(role))
    .attach(field, body, name);
const idPicture = async (role: string, id: string, query = '') =>
  api.http
    .get(`/api/users/${id}/id-picture${query}`)
    .set(await as(role))
    .buffer(true);

describe("a member's pictures", () => {
  it("the firm's owner uploads a member's ID picture; the member, the owner and staff read it", async () => {
    const res = await upload('attorney-owner', memberId());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.text).not.toContain('passwordHash');
    for (const role of ['attorney-member', 'attorney-owner', 'system-admin']) {
      const read = await idPicture(role, memberId());
      expect([role, read.status, read.headers['content-type']]).toEqual([role, 200, 'image/png']);
      expect(read.headers['x-content-type-options']).toBe('nosniff');
    }
    const download = await idPicture('attorney-member', memberId(), '?download=1');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="id-picture\.png"/);
  });

  it("an admin sets a member's public picture, which everyone can then load", async () => {
    const res = await upload('attorney-admin', memberId(), 'picture', PNG, 'me.png');
    expect(res.status).toBe(200);
    expect(res.body.picture).toMatch(new RegExp(`^/api/users/${memberId()}/picture\\?v=`));
    expect((await api.http.get(`/api/users/${memberId()}/picture`)).status).toBe(200);
  });

  it('refuses a file that is not a png or jpeg, and a request without either picture', async () => {
    const gif = await upload('attorney-owner', memberId(), 'idPicture', Buffer.from('GIF89a'), 'a.gif');
    expect([gif.status, gif.body.fields]).toEqual([400, { idPicture: MESSAGES.selectImageFile }]);
    const none = await api.http
      .put(`/api/users/${memberId()}/picture`)
      .set(await as('attorney-owner'))
      .field('other', 'x');
    expect([none.status, none.body.message]).toEqual([400, MESSAGES.selectImageFile]);
  });

  it('is 404 to a plain colleague, another company and for a missing user; 401 without a session', async () => {
    expect((await upload('support', memberId())).status).toBe(404);
    expect((await upload('health-provider-owner', memberId())).status).toBe(404);
    expect((await idPicture('support', memberId())).status).toBe(404);
    expect((await idPicture('health-provider-owner', memberId())).status).toBe(404);
    expect((await upload('attorney-owner', 'no-such-user')).status).toBe(404);
    expect((await idPicture('system-admin', 'no-such-user')).status).toBe(404);
    const anonymous = await api.http.get(`/api/users/${memberId()}/id-picture`);
    expect(anonymous.status).toBe(401);
  });

  it('is 404 while no ID picture was uploaded', async () => {
    expect((await idPicture('attorney-admin', userOfRole(api, 'attorney-admin').id)).status).toBe(404);
  });
});
