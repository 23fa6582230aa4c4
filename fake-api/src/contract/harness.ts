/**
 * The contract tests' world: the real client (@casebridge/domain/client) over the fake API's core, in
 * process, on a fresh copy of the generated demo network. `check` then asserts that every call the client
 * made reached a route and that each successful answer parses with the route's documented response schema.
 */
import { apiErrorSchema } from '@casebridge/domain';
import { expect, vi } from 'vitest';
import { createClient } from '@casebridge/domain/client';
import type { CaseBridgeClient } from '@casebridge/domain/client';
import type { Database, UserRecord } from '@casebridge/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, generateDatabase } from '@casebridge/fixtures';
import { createCore } from '../core/handle.ts';
import type { Core } from '../core/handle.ts';
import { createDevMailbox } from '../core/mailbox.ts';
import { testServices } from '../core/testServices.ts';
import { apiRoutes } from '../routes/index.ts';
import type { Store } from '../store/index.ts';
import { inProcessFetch } from './inProcessFetch.ts';
import type { Exchange } from './inProcessFetch.ts';

let generated: Database | undefined;

/** localStorage for the client's session store (the unit project runs in node). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

export type Role = (typeof DEMO_ACCOUNTS)[number]['role'];

export interface ContractWorld {
  core: Core;
  store: Store;
  client: CaseBridgeClient;
  exchanges: Exchange[];
  /** Signs in through the client's auth provider (the app the demo account belongs to). */
  signIn(role: Role): Promise<void>;
  userOf(role: Role): UserRecord;
  companyIdOf(role: Role): string;
  /** The 6-digit code of the latest e-mail sent to `email`. */
  mailedCode(email: string): string;
}

export function contractWorld(): ContractWorld {
  generated ??= generateDatabase();
  const services = { ...testServices(generated), mailbox: createDevMailbox() };
  const core = createCore(services, apiRoutes(), { logError: () => undefined });
  const exchanges: Exchange[] = [];
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('fetch', inProcessFetch(core, exchanges));
  const apiUrl = 'http://in-process.test/api';
  const client = createClient({ apiUrl, app: 'portal' });
  const consoleClient = createClient({ apiUrl, app: 'admin' });
  const store = services.store;
  const account = (role: Role) => {
    const found = DEMO_ACCOUNTS.find((a) => a.role === role);
    if (!found) throw new Error(`no demo account ${role}`);
    return found;
  };
  const userOf = (role: Role) => store.collection('users').findOne('email', account(role).email)!;
  return {
    core,
    store,
    client,
    exchanges,
    async signIn(role) {
      const { email, app } = account(role);
      const auth = app === 'admin' ? consoleClient.authProvider : client.authProvider;
      await auth.login({ username: email, password: DEMO_PASSWORD });
      exchanges.length = 0; // the sign-in is checked on its own, not as part of every case
    },
    userOf,
    companyIdOf: (role) => userOf(role).companyId!,
    mailedCode(email) {
      const sent = [...store.collection('outbox').all()].filter((m) => m.to === email).at(-1);
      const mail = sent && services.mailbox.reveal(sent);
      const code = mail && /\b(\d{6})\b/.exec(mail.body)?.[1];
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },
  };
}

/** What the contract needs of one recorded call; the failures name the call. */
export function checkExchanges(
  core: Core,
  exchanges: readonly Exchange[],
  allowedErrors: number[] = [],
): void {
  expect(exchanges.length, 'the method made no API call').toBeGreaterThan(0);
  for (const exchange of exchanges) {
    const call = `${exchange.method} ${exchange.path}`;
    const found = core.match(exchange.method, exchange.path);
    expect(found.kind, `${call}: no route serves this call`).toBe('found');
    if (found.kind !== 'found') continue;
    const { doc } = found.route;
    if (exchange.status >= 400) {
      expect(
        allowedErrors,
        `${call} answered ${exchange.status}: ${JSON.stringify(exchange.body)}`,
      ).toContain(exchange.status);
      expect(apiErrorSchema.safeParse(exchange.body).success, `${call}: error body`).toBe(true);
      continue;
    }
    const json = exchange.contentType?.startsWith('application/json');
    if (!doc.response || !json) continue;
    const parsed = doc.response.safeParse(exchange.body);
    expect(parsed.error?.issues ?? [], `${call}: the answer does not match its response schema`).toEqual([]);
  }
}
