/**
 * Issue 17, item 4: user files and security headers. A super user could upload an .html "document" that the
 * API then served inline as text/html to anyone, without a token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FactoringCompany } from '@casebridge/domain';
import { bearer, binaryBody, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  api = await startTestApi();
  for (const role of ['super-user', 'factoring-company'])
    tokens[role] = bearer(await api.tokenFor(demoAccount((a) => a.role === role).email));
});
afterAll(() => api.close());

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d4b9b30000000049454e44ae426082',
  'hex',
);
const HTML = Buffer.from('<script>fetch("/api/account")</script>');

async function createWithFiles(): Promise<FactoringCompany> {
  const res = await api.http
    .post('/api/factoring-companies')
    .set(tokens['super-user']!)
    .field('name', 'Sly Funding')
    .field('email', 'hello@sly.test')
    .field('services', JSON.stringify(['ADVANCES']))
    .field('stateCodes', 'TX')
    .field('requestTypes', 'ADVANCE')
    .field('minRequestAmount', '500')
    .field('maxRequestAmount', '50000')
    .attach('logo', PNG, 'logo.png')
    .attach('documents', HTML, { filename: 'terms.html', contentType: 'text/html' })
    .attach('documents', Buffer.from('%PDF-1.4 terms'), {
      filename: 'terms.pdf',
      contentType: 'application/pdf',
    });
  expect(res.status).toBe(201);
  return res.body as FactoringCompany;
}

const getFile = (id: string, headers: Record<string, string> = {}) =>
  api.http.get(`/api/factoring-companies/file/${id}`).set(headers).buffer(true).parse(binaryBody);

describe('factoring company files', () => {
  it('serves documents only with a token, as downloads of an allowed type, never as HTML', async () => {
    const created = await createWithFiles();
    const [html, pdf] = created.fileIds;
    expect((await getFile(html!)).status).toBe(401);
    const asStaff = await getFile(html!, tokens['super-user']);
    expect(asStaff.status).toBe(200);
    expect(asStaff.headers['content-type']).toBe('application/octet-stream');
    expect(asStaff.headers['content-disposition']).toBe(`attachment; filename="${html}.bin"`);
    expect(asStaff.headers['x-content-type-options']).toBe('nosniff');
    // Another factoring company's staff may not read it.
    expect((await getFile(html!, tokens['factoring-company'])).status).toBe(404);
    const terms = await getFile(pdf!, tokens['super-user']);
    expect([terms.headers['content-type'], terms.headers['content-disposition']]).toEqual([
      'application/pdf',
      `inline; filename="${pdf}.pdf"`,
    ]);
    // The logo stays public (for <img>), inline.
    const logo = await getFile(created.picture!.split('/').pop()!);
    expect([logo.status, logo.headers['content-type']]).toEqual([200, 'image/png']);
    expect(logo.headers['content-disposition']).toMatch(/^inline;/);
  });
});

describe('security headers', () => {
  // The JSON API's answers are never rendered as pages: a short policy that allows nothing and refuses to be
  // framed (securityHeaders.ts API_SECURITY_HEADERS).
  it.each(['/api/time', '/api/nope', '/api/openapi.json'])('sets the API set on %s', async (url) => {
    const res = await api.http.get(url);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Same-origin by default (issue 39, item 14; cors.test.ts).
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  const expectFullSet = (headers: Record<string, string | undefined>) => {
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-src 'self' blob:");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-permitted-cross-domain-policies']).toBe('none');
  };

  it("sets helmet's full set on what is not the API (the apps' pages)", async () => {
    expectFullSet((await api.http.get('/admin/nope')).headers);
  });

  it("sets helmet's full set on a file the API serves", async () => {
    const created = await createWithFiles();
    const pdf = await getFile(created.fileIds[1]!, tokens['super-user']);
    expect(pdf.status).toBe(200);
    expectFullSet(pdf.headers);
  });

  it('compresses large JSON answers only', async () => {
    const small = await api.http.get('/api/time').set('accept-encoding', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    const large = await api.http.get('/api/openapi.json').set('accept-encoding', 'gzip');
    expect(large.headers['content-encoding']).toBe('gzip');
    expect((large.body as { openapi?: string }).openapi).toMatch(/^3\./);
  });
});
