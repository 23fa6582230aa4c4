/**
 * The two readings of the image size limit (domain/src/validation/image.ts): the company logo up to 15 MB with
 * 'The picture must weight less than 15MB', a user's pictures up to 10 MB with our 10 MB sentence. Just under
 * and just over each limit; above it 413 with the message, never a 500. Also GET /users/{id}/picture.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '@casebridge/domain';
import { bearer, binaryBody, demoAccount, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

const IHDR = Buffer.alloc(25);
IHDR.writeUInt32BE(13, 0);
IHDR.write('IHDR', 4, 'ascii');
IHDR.writeUInt32BE(100, 8);
IHDR.writeUInt32BE(100, 12);
const PNG_HEADER = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), IHDR]);
/** A "PNG" of exactly `size` bytes (the signature and a 100 px header, then padding: the API reads the width). */
const pngOf = (size: number) => Buffer.concat([PNG_HEADER, Buffer.alloc(size - PNG_HEADER.length)]);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const as = async (role: string) => bearer(await api.tokenFor(demoAccount((a) => a.role === role).email));

describe('PUT /companies/{id}/picture: the logo reading, 15 MB', () => {
  const put = async (size: number) => {
    const owner = userOfRole(api, 'attorney-owner');
    return api.http
      .put(`/api/companies/${owner.companyId}/picture`)
      .set(await as('attorney-owner'))
      .attach('picture', pngOf(size), 'logo.png');
  };

  it('accepts a logo of exactly 15 MB (and so one above 10 MB)', async () => {
    const res = await put(LIMITS.companyLogoMaxBytes);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.picture).toMatch(/\/picture\?v=\d+$/);
  });

  it("refuses one byte more with 413 and the logo's message", async () => {
    const res = await put(LIMITS.companyLogoMaxBytes + 1);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: 'payload_too_large',
      message: 'The picture must weight less than 15MB',
    });
  });
});

describe('PUT /users/{id}/picture and /me/picture: the 10 MB reading', () => {
  const putUser = async (size: number) => {
    const me = userOfRole(api, 'attorney-member');
    return api.http
      .put(`/api/users/${me.id}/picture`)
      .set(await as('attorney-member'))
      .attach('picture', pngOf(size), 'me.png');
  };

  it('accepts a picture of exactly 10 MB, then serves it publicly with a safe content type', async () => {
    const res = await putUser(LIMITS.imageMaxBytes);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const served = await api.http
      .get(res.body.picture as string)
      .buffer(true)
      .parse(binaryBody);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((served.body as Buffer).length).toBe(LIMITS.imageMaxBytes);
  });

  it('refuses one byte more with 413 and a sentence that says 10 MB', async () => {
    for (const res of [
      await putUser(LIMITS.imageMaxBytes + 1),
      await api.http
        .put('/api/me/picture')
        .set(await as('attorney-member'))
        .attach('picture', pngOf(LIMITS.imageMaxBytes + 1), 'me.png'),
    ]) {
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ error: 'payload_too_large', message: MESSAGES.imageTooLarge });
      expect(res.body.message).toContain('10 MB');
    }
  });

  it('GET /users/{id}/picture is 404 for a user without one', async () => {
    const res = await api.http.get(`/api/users/${userOfRole(api, 'support').id}/picture`);
    expect([res.status, res.body.error]).toEqual([404, 'no_such_element']);
  });
});
