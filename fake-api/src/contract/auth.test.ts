/** The contract of the auth provider's and the HTTP client's own calls: sign-in and the token refresh. */
import { afterEach, describe, expect, vi } from 'vitest';
import { session } from '@casebridge/domain/client';
import { DEMO_PASSWORD } from '@casebridge/fixtures';
import { contractTests } from './contractCase.ts';
import type { ContractCase } from './contractCase.ts';

const CASES: Record<string, ContractCase> = {
  'authProvider.login': {
    run: async ({ client, userOf }) => {
      await client.authProvider.login({ username: userOf('attorney-owner').email, password: DEMO_PASSWORD });
      expect(session.get()?.userId).toBe(userOf('attorney-owner').id);
    },
  },
  'token refresh on 401': {
    as: 'attorney-owner',
    // The stale token is refused (401), the refresh answers a new one and the call is sent again.
    errors: [401],
    run: async ({ client, exchanges }) => {
      session.update({ token: 'expired-token' });
      await client.dataProvider.getAccount();
      expect(
        exchanges.map((e) => `${e.method} ${e.path.replace(/\/user\/[^/]+/, '/user/:token')} ${e.status}`),
      ).toEqual(['GET /account 401', 'GET /user/:token/refresh 200', 'GET /account 200']);
    },
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the client auth calls against the fake API core', () => contractTests(CASES));
