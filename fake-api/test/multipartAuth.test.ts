/**
 * Issue 17, item 5: multipart bodies are read only for an authenticated caller, within limits, and a
 * malformed one is a 400. A token-less upload used to be buffered whole (six 60 MB uploads: +220 MB) before
 * its 401, and a multipart type without a boundary answered 500.
 */
import { request as httpRequest } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
let owner: Record<string, string>;
let server: Server;
beforeAll(async () => {
  api = await startTestApi();
  owner = bearer(await api.tokenFor(demoAccount((a) => a.role === 'attorney-owner').email));
  server = api.server.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

describe('PUT /me/picture (multipart)', () => {
  it('answers 401 without a token and 400 with one when the multipart type has no boundary', async () => {
    const anonymous = await api.http.put('/api/me/picture').set('Content-Type', 'multipart/form-data');
    expect([anonymous.status, anonymous.body.error]).toEqual([401, 'unauthorized']);
    const signedIn = await api.http
      .put('/api/me/picture')
      .set(owner)
      .set('Content-Type', 'multipart/form-data');
    expect([signedIn.status, signedIn.body.message]).toEqual([400, MESSAGES.invalidInput]);
  });

  it('refuses a token-less upload before reading its body', async () => {
    const { port } = server.address() as AddressInfo;
    const declared = 60 * 1024 * 1024;
    const upload = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'PUT',
      path: '/api/me/picture',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=xyz',
        'Content-Length': String(declared),
      },
    });
    upload.on('error', () => undefined); // the server may close the socket of the body it will not read
    const answered = new Promise<IncomingMessage>((resolve) => upload.once('response', resolve));
    // 1 MB of a declared 60 MB: the answer comes without the rest.
    upload.write('--xyz\r\nContent-Disposition: form-data; name="picture"; filename="a.png"\r\n\r\n');
    upload.write(Buffer.alloc(1024 * 1024));
    const response = await answered;
    expect(response.statusCode).toBe(401);
    upload.destroy();
  });

  it('refuses a body with more text fields than any upload needs', async () => {
    let req = api.http.put('/api/me/picture').set(owner);
    for (let i = 0; i < 25; i++) req = req.field(`f${i}`, 'x');
    const res = await req;
    expect([res.status, res.body.message]).toEqual([400, MESSAGES.invalidInput]);
  });
});
