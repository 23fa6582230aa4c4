import { describe, expect, it } from 'vitest';
import { documentTitle, pageName } from './pageTitle.ts';

describe('pageName', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/login', 'Sign in'],
    ['/registries', 'Registries'],
    ['/registries/c1/show', 'Company · Registries'],
    ['/users', 'Users'],
    ['/my-accounts', 'My accounts'],
    ['/reports', 'Reports'],
    ['/funding-requests', 'Funding requests'],
    ['/funding-requests/f1/show', 'Funding request · Funding requests'],
    ['/funding-request-details/f1', 'Funding request'],
    ['/factoring', 'Factoring companies'],
    ['/factoring/create', 'New factoring company'],
    ['/factoring/f1', 'Edit factoring company'],
    ['/internal-users/create', 'New internal user'],
    ['/internal-users/u1', 'Edit internal user'],
    ['/outbox/m1/show', 'E-mail · Outbox'],
    ['/cases/ca-1/show', 'Case · Cases'],
    ['/no/such/page', 'Page not found'],
  ])('names %s "%s"', (path, name) => {
    expect(pageName(path)).toBe(name);
  });

  it('puts the console after the page', () => {
    expect(documentTitle(pageName('/registries'))).toBe('Registries · CaseBridge Console');
  });
});
