/**
 * The referral tests' world: a settable server clock, fresh open cases of the demo firm (so every test presents
 * a case nobody works on yet), tokens issued at the server's current time (a moved clock outdates the earlier
 * ones) and the notifications of one referral.
 */
import type { LegalCase, Notification } from '@casebridge/domain';
import { issueTokens } from '../../src/core/auth.ts';
import { bearer, startTestApi, userOfRole } from './server.ts';
import type { TestApi, TestApiOptions } from './server.ts';

export const DAY_MS = 86_400_000;

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export function testClock(start = '2026-11-02T12:00:00.000Z'): TestClock {
  let at = Date.parse(start);
  return {
    now: () => new Date(at),
    advance(ms) {
      at += ms;
    },
  };
}

export interface ReferralWorld {
  api: TestApi;
  clock: TestClock;
  /** Authorization header of a demo role, or of any stored user by id, valid at the server's current time. */
  as(roleOrUserId: string): Promise<Record<string, string>>;
  companyOf(role: string): string;
  /** A new open case of the demo firm (the attorney-owner's), with no collaborator nor registered claimant. */
  newCase(overrides?: Partial<LegalCase>): LegalCase;
  /** POST /referrals as the attorney-owner (or `role`). */
  present(
    caseId: string,
    companyIds: string[],
    role?: string,
    extra?: object,
  ): Promise<{ status: number; body: unknown }>;
  /** The notifications of `userId` about one referral (its extra ends with the referral's id). */
  noticesOf(userId: string, referralId: string): Notification[];
}

let folioSeq = 0;

export async function referralWorld(options: TestApiOptions = {}): Promise<ReferralWorld> {
  const clock = testClock();
  const api = await startTestApi({ clock, ...options });
  const store = api.server.store;
  const firmId = userOfRole(api, 'attorney-owner').companyId!;
  const template = [...store.collection('cases').all()].find((c) => c.attorneyCompanyId === firmId)!;
  const userIdOf = (roleOrUserId: string) =>
    store.collection('users').get(roleOrUserId)?.id ?? userOfRole(api, roleOrUserId).id;
  const world: ReferralWorld = {
    api,
    clock,
    async as(roleOrUserId) {
      return bearer((await issueTokens(api.server.core.services, userIdOf(roleOrUserId))).token);
    },
    companyOf: (role) => userOfRole(api, role).companyId!,
    newCase(overrides = {}) {
      const { id: _id, ...rest } = template;
      return store.insert('cases', {
        ...rest,
        folio: `CB-2026-9${String(++folioSeq).padStart(5, '0')}`,
        status: 'INTAKE',
        collaboratorCompanyIds: [],
        claimantId: null,
        mergedIntoCaseId: null,
        createdDate: clock.now().toISOString(),
        ...overrides,
      });
    },
    async present(caseId, companyIds, role = 'attorney-owner', extra = {}) {
      return api.http
        .post('/api/referrals')
        .set(await world.as(role))
        .send({
          caseId,
          recipients: companyIds.map((companyId) => ({ companyId })),
          treatmentNeeded: 'Physical therapy for a lower back injury',
          ...extra,
        });
    },
    noticesOf: (userId, referralId) =>
      store
        .collection('notifications')
        .findBy('userId', userId)
        .filter((n) => n.extra.endsWith(`:${referralId}`)),
  };
  return world;
}
