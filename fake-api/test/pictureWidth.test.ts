/**
 * Image width 1080 on the server (issue 40 item 3; SPEC.md 5, LIMITS.imageMaxWidth): PUT /me/picture and the
 * company logo refuse a picture wider than 1080 px with the limit in the message, instead of storing it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, format } from '@casebridge/domain';
import { signInRoles, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';
import { pngOfWidth } from './helpers/png.ts';

const png = pngOfWidth;

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ['attorney-owner'], tokens);
});
afterAll(() => api.close());

const tooWide = format(MESSAGES.imageTooWide, { max: LIMITS.imageMaxWidth });

describe('picture width', () => {
  it('PUT /me/picture refuses 2,000 px (400) and stores 1080 px', async () => {
    const put = (body: Buffer) =>
      api.http.put('/api/me/picture').set(tokens['attorney-owner']!).attach('picture', body, 'me.png');
    const wide = await put(png(2000));
    expect(wide.status).toBe(400);
    expect(wide.body.fields.picture).toBe(tooWide);
    expect((await put(png(LIMITS.imageMaxWidth))).status).toBe(200);
  });

  it('PUT /users/{id}/picture refuses 2,000 px too (400)', async () => {
    const id = userOfRole(api, 'attorney-owner').id;
    const res = await api.http
      .put(`/api/users/${id}/picture`)
      .set(tokens['attorney-owner']!)
      .attach('picture', png(2000), 'me.png');
    expect(res.status).toBe(400);
    expect(res.body.fields.picture).toBe(tooWide);
  });

  it('the company logo refuses 2,000 px (400)', async () => {
    const id = userOfRole(api, 'attorney-owner').companyId!;
    const res = await api.http
      .put(`/api/companies/${id}/picture`)
      .set(tokens['attorney-owner']!)
      .attach('picture', png(2000), 'logo.png');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(tooWide);
  });
});
