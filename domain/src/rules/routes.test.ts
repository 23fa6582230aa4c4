import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  PORTAL_ROUTES,
  addressIdFromParam,
  canOpenRoute,
  detailsPath,
  isDirectorySection,
  isRoutePattern,
  matchRoute,
  pathnameOf,
  presentedCasePath,
} from './routes.ts';
import type { RoutePattern } from './routes.ts';
import { ACTORS, actor } from './testActor.ts';

const toPattern = (specPath: string) =>
  specPath
    .split('?')[0]!
    .replace(/address-id=\{(\w+)\}/, ':$1')
    .replace(/\{(\w+)\}/g, ':$1');

const ROUTES_TSV = new URL('../../../../shared/spec/routes.tsv', import.meta.url);

describe('PORTAL_ROUTES', () => {
  it.skipIf(!existsSync(ROUTES_TSV))('covers every route of routes.tsv', () => {
    const tsv = readFileSync(ROUTES_TSV, 'utf8');
    const specPaths = tsv
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'))
      .map((l) => l.split('\t')[0]!)
      .filter((p) => !p.includes('anything-unknown'));
    const patterns = PORTAL_ROUTES.map((r) => r.pattern);
    for (const p of specPaths) expect(patterns).toContain(toPattern(p));
    expect(new Set(patterns).size).toBe(patterns.length);
  });
  it('marks the console routes', () => {
    const consoleRoutes = PORTAL_ROUTES.filter((r) => r.console).map((r) => r.pattern);
    expect(consoleRoutes.sort()).toEqual([
      '/factoring/:id',
      '/registries',
      '/registries/:id',
      '/reports',
      '/users',
    ]);
  });
});

describe('matchRoute', () => {
  it('matches concrete paths, ignoring query, hash and trailing slash', () => {
    expect(matchRoute('/cases/12/files/9?x=1#top')).toEqual({
      route: expect.objectContaining({ pattern: '/cases/:id/files/:idFile' }),
      params: { id: '12', idFile: '9' },
    });
    expect(matchRoute('/directory/')?.route.pattern).toBe('/directory');
    expect(pathnameOf('')).toBe('/');
    expect(matchRoute('/')?.route.pattern).toBe('/');
  });
  it('prefers literal segments over parameters', () => {
    expect(matchRoute('/attorney/search/health-provider')?.route.pattern).toBe(
      '/attorney/search/health-provider',
    );
    expect(matchRoute('/attorney/details/7')?.route.pattern).toBe('/attorney/details/:userId');
    expect(matchRoute('/claimant/cases/3')?.route.pattern).toBe('/claimant/cases/:id');
  });
  it('decodes parameters and answers null for unknown paths', () => {
    expect(matchRoute('/verify/ann%40example.com')?.params).toEqual({ email: 'ann@example.com' });
    expect(matchRoute('/nowhere')).toBeNull();
    expect(matchRoute('/cases/1/unknown')).toBeNull();
  });
  it('handles the spec address-id segment', () => {
    const path = detailsPath('facility', '7', '3', true);
    expect(path).toBe('/facility/7/details/address-id=3');
    const m = matchRoute(path);
    expect(m?.route.pattern).toBe('/facility/:userId/details/:addressId');
    expect(addressIdFromParam(m!.params.addressId!)).toBe('3');
    expect(addressIdFromParam('5')).toBe('5');
    expect(detailsPath('attorney', '7', '3', false)).toBe('/attorney/details/7?&address-id=3');
    expect(matchRoute(detailsPath('attorney', '7', '3', false))?.route.access).toBe('public');
  });
});

describe('canOpenRoute', () => {
  it('opens public routes to anyone and nothing protected without session', () => {
    expect(canOpenRoute(null, '/sign-in')).toBe(true);
    expect(canOpenRoute(null, '/file/:type/:id')).toBe(true);
    expect(canOpenRoute(null, '/cases')).toBe(false);
    expect(canOpenRoute(ACTORS.attorneyOwner, '/unknown')).toBe(false);
  });
  it('applies the access rules', () => {
    expect(canOpenRoute(ACTORS.user, '/registries/:id')).toBe(true);
    expect(canOpenRoute(ACTORS.attorneyOwner, '/registries')).toBe(false);
    expect(canOpenRoute(ACTORS.factoring, '/funding-requests')).toBe(true);
    expect(canOpenRoute(ACTORS.factoring, '/cases')).toBe(false);
    expect(canOpenRoute(ACTORS.factoring, '/directory')).toBe(false);
    expect(canOpenRoute(ACTORS.factoring, '/my-account')).toBe(true);
    expect(canOpenRoute(ACTORS.attorneyOwner, '/appointments')).toBe(false);
    expect(canOpenRoute(ACTORS.hpOwner, '/appointments')).toBe(true);
    expect(canOpenRoute(ACTORS.attorneyOwner, '/case-invites')).toBe(false);
    expect(canOpenRoute(ACTORS.facilityPro, '/case-invites/4')).toBe(true);
    expect(canOpenRoute(ACTORS.supportMember, '/my-company')).toBe(false);
    expect(canOpenRoute(ACTORS.supportMember, '/dashboard')).toBe(false);
    expect(canOpenRoute(ACTORS.claimant, '/claimant/dashboard')).toBe(true);
    expect(canOpenRoute(ACTORS.attorneyOwner, '/claimant/dashboard')).toBe(false);
    expect(canOpenRoute(ACTORS.user, '/cases')).toBe(false);
    expect(canOpenRoute(ACTORS.user, '/directory')).toBe(true);
    expect(canOpenRoute(actor({ companyStatus: 'INCOMPLETE' }), '/invite-friend')).toBe(false);
  });
});

describe('helpers', () => {
  it('isDirectorySection', () => {
    expect(isDirectorySection('/directory?city=Austin')).toBe(true);
    expect(isDirectorySection('/claimant/search/attorney')).toBe(true);
    expect(isDirectorySection('/attorney/1/details/address-id=2')).toBe(true);
    expect(isDirectorySection('/cases')).toBe(false);
  });
  it('presentedCasePath', () => {
    expect(presentedCasePath('c 1')).toBe('/cases?presentCaseId=c%201');
  });
});

describe('RoutePattern', () => {
  it("is the table's patterns: a screen keyed by a path the table lacks does not compile", () => {
    const screens: Partial<Record<RoutePattern, string>> = { '/sign-in': 'sign in', '/cases/:id': 'case' };
    // @ts-expect-error '/no-such-page' is not a pattern of PORTAL_ROUTES.
    const wrong: Partial<Record<RoutePattern, string>> = { '/no-such-page': 'nothing' };
    expect(Object.keys(screens)).toEqual(['/sign-in', '/cases/:id']);
    expect(Object.keys(wrong)).toEqual(['/no-such-page']);
  });

  it('isRoutePattern narrows only the patterns of the table', () => {
    expect(PORTAL_ROUTES.every((route) => isRoutePattern(route.pattern))).toBe(true);
    expect(isRoutePattern('/directory')).toBe(true);
    expect(isRoutePattern('/cases/12')).toBe(false);
    expect(isRoutePattern('/no-such-page')).toBe(false);
  });
});
