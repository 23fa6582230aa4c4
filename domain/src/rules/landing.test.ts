import { describe, expect, it } from 'vitest';
import { homePath } from './landing.ts';
import { canOpenRoute, mayWorkOn } from './routes.ts';
import { ACTORS, actor } from './testActor.ts';

const provider = (overrides = {}) =>
  actor({ userType: 'HEALTH_PROVIDER', companyType: 'HEALTH_PROVIDER', ...overrides });

describe('homePath: every role lands on its work (issue 40 item 16)', () => {
  it('attorneys: the dashboard when their plan has it, else cases', () => {
    expect(homePath(actor({ subscriptionType: 'PRO' }))).toBe('/dashboard');
    expect(homePath(actor({ subscriptionType: 'PRO', permission: 'MEMBER' }))).toBe('/dashboard');
    expect(homePath(actor({ subscriptionType: 'ADVANCED' }))).toBe('/cases');
    expect(homePath(ACTORS.attorneyOwner)).toBe('/cases'); // Basic owner
    expect(homePath(ACTORS.attorneyMember)).toBe('/cases'); // Basic member, who cannot upgrade
    expect(homePath(actor({ userType: 'SUPPORT', permission: 'MEMBER', subscriptionType: 'PRO' }))).toBe(
      '/cases',
    );
  });
  it('providers and facilities: the dashboard, else case invites, else cases until validated', () => {
    expect(homePath(provider({ subscriptionType: 'PRO' }))).toBe('/dashboard');
    expect(homePath(provider({ companyType: 'FACILITY', subscriptionType: 'FACILITY' }))).toBe('/dashboard');
    expect(homePath(provider({ subscriptionType: 'ADVANCED', permission: 'MEMBER' }))).toBe('/case-invites');
    expect(homePath(provider({ subscriptionType: 'ADVANCED', companyStatus: 'PENDING_REVIEW' }))).toBe(
      '/cases',
    );
  });
  it('claimants, factoring staff and internal users', () => {
    expect(homePath(ACTORS.claimant)).toBe('/claimant/dashboard');
    expect(homePath(ACTORS.factoring)).toBe('/funding-requests');
    expect(homePath(ACTORS.user)).toBe('/directory');
  });
  it('never lands anyone on a screen that refuses them', () => {
    const everyone = [
      ...Object.values(ACTORS),
      ...(['BASIC', 'ADVANCED', 'PRO', 'FACILITY', null] as const).flatMap((subscriptionType) =>
        (['OWNER', 'ADMIN', 'MEMBER'] as const).flatMap((permission) =>
          (['VALIDATED', 'PENDING_REVIEW', 'INCOMPLETE'] as const).flatMap((companyStatus) => [
            actor({ subscriptionType, permission, companyStatus }),
            provider({ subscriptionType, permission, companyStatus }),
          ]),
        ),
      ),
    ];
    for (const a of everyone) {
      const home = homePath(a);
      expect(canOpenRoute(a, home) && mayWorkOn(a, home), `${JSON.stringify(a)} -> ${home}`).toBe(true);
    }
  });
});
