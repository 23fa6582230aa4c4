/**
 * Issue 17, item 1: the outbox hands no secret to anyone but its recipient. A read-only internal USER used to
 * read the admin's password-reset code in the outbox and take the SYSTEM_ADMIN account over.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEmail } from '@casebridge/domain';
import { SECRET_MASK } from '../src/core/mailbox.ts';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

const emailOf = (role: string) => demoAccount((a) => a.role === role).email;
const as = async (api: TestApi, role: string) => bearer(await api.tokenFor(emailOf(role)));

async function outboxTo(api: TestApi, role: string, to: string): Promise<OutboxEmail[]> {
  const res = await api.http
    .get('/api/outbox')
    .query({ filter: JSON.stringify({ to }), sort: JSON.stringify(['sentAt', 'DESC']) })
    .set(await as(api, role));
  expect(res.status).toBe(200);
  return res.body as OutboxEmail[];
}

/** Every byte under DATA_DIR: the data file, its journal (WAL) and the uploads. */
async function dataFiles(dir: string): Promise<Buffer> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  return Buffer.concat(await Promise.all(files.map((f) => readFile(path.join(f.parentPath, f.name)))));
}

const newStaff = { name: 'Tess', lastName: 'Moss', email: 'tess.moss@casebridge.test', userType: 'USER' };

describe('outbox secrets by default (no DEV_MAILBOX)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ devMailbox: false });
  });
  afterAll(() => api.close());

  it("shows a read-only user the admin's reset e-mail without its code, so the takeover fails", async () => {
    const admin = emailOf('system-admin');
    expect((await api.http.put('/api/users/reset-password').send({ email: admin })).status).toBe(204);
    const [mail] = await outboxTo(api, 'user', admin);
    expect(mail!.subject).toMatch(/password reset/i);
    expect(mail!.body).toContain(`Your verification code is ${SECRET_MASK}`);
    expect(mail!.body).not.toMatch(/\b\d{6}\b/);
    const one = await api.http.get(`/api/outbox/${mail!.id}`).set(await as(api, 'super-user'));
    expect(one.body).toEqual(mail);
    // Nothing on the server can reveal it either.
    expect(api.server.core.services.mailbox).toBeUndefined();
  });

  it("masks a new internal user's temporary password for every reader, the admin who created it included", async () => {
    const created = await api.http
      .post('/api/internal-users')
      .set(await as(api, 'system-admin'))
      .send(newStaff);
    expect(created.status).toBe(201);
    for (const role of ['user', 'system-admin']) {
      const [mail] = await outboxTo(api, role, newStaff.email);
      expect(mail!.body).toContain(`Temporary password: ${SECRET_MASK}`);
    }
  });
});

describe('outbox secrets with DEV_MAILBOX (development)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ devMailbox: true });
  });
  afterAll(() => api.close());

  it('shows codes and temporary passwords in the outbox but never writes them to the data file or journal', async () => {
    const owner = emailOf('attorney-owner');
    expect((await api.http.put('/api/users/reset-password').send({ email: owner })).status).toBe(204);
    const [reset] = await outboxTo(api, 'super-user', owner);
    const code = /code is (\d{6})/.exec(reset!.body)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    expect(
      (
        await api.http
          .post('/api/internal-users')
          .set(await as(api, 'system-admin'))
          .send(newStaff)
      ).status,
    ).toBe(201);
    const [welcome] = await outboxTo(api, 'super-user', newStaff.email);
    const password = /Temporary password: (\S+)/.exec(welcome!.body)![1]!;
    expect(password).not.toBe(SECRET_MASK);
    const login = await api.http.post('/api/users/login').send({ email: newStaff.email, password });
    expect(login.status).toBe(200);

    const stored = api.server.store.collection('outbox').get(reset!.id)!;
    expect(stored.body).toContain(`code is ${SECRET_MASK}`);
    const onDisk = await dataFiles(api.dataDir);
    expect(onDisk.includes(`code is ${code}`)).toBe(false);
    expect(onDisk.includes(password)).toBe(false);
  });
});
