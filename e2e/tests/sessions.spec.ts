import { MESSAGES, SESSION_LIMITS } from '@casebridge/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { bearer } from '../support/api.ts';
import {
  expectSignedInToConsole,
  expectSignedInToPortal,
  signInToConsole,
  signInToPortal,
} from '../support/signIn.ts';

// The console and the portal share one origin, hence one localStorage: each keeps its own session (issue 17
// item 13), so one browser can be signed in to both, as two people or one.

test('signing in to and out of the console leaves the portal user signed in', async ({ context }) => {
  const portal = await context.newPage();
  await signInToPortal(portal, account('attorney-owner'));
  await expectSignedInToPortal(portal);
  const portalUser = await portal.getByRole('button', { name: /^User menu of / }).getAttribute('aria-label');

  const staff = await context.newPage();
  await signInToConsole(staff, account('system-admin'));
  await expectSignedInToConsole(staff);

  await portal.reload();
  await expectSignedInToPortal(portal);
  await expect(portal.getByRole('button', { name: portalUser! })).toBeVisible();

  const staffToken = await storedToken(staff, 'casebridge.console.session');
  await staff.getByRole('button', { name: /^User menu/ }).click();
  await staff.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(staff).toHaveURL(/\/admin\/login/);
  await expect(staff.getByRole('alert')).toHaveText(MESSAGES.signedOut);
  // Issue 39: the console's sign-out ended its session on the server, not the portal's.
  await expect.poll(() => accountStatus(staff.request, staffToken)).toBe(401);
  expect(await accountStatus(portal.request, await storedToken(portal, 'casebridge.session'))).toBe(200);

  await portal.goto('/cases');
  await expect(portal).toHaveURL(/\/cases$/);
  await expect(portal.getByRole('button', { name: portalUser! })).toBeVisible();
});

test('a console sign-in does not show staff as signed in on the portal', async ({ page }) => {
  await signInToConsole(page, account('system-admin'));
  await expectSignedInToConsole(page);
  await page.goto('/cases');
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^User menu of / })).toHaveCount(0);
  // And the console is still signed in.
  await page.goto('/admin/');
  await expectSignedInToConsole(page);
});

// Issue 39: sessions live on the server. Signing out ends one; My Account lists them and ends the others; a
// session ended elsewhere sends its page to sign-in, which says why.

/** The access token an app keeps in localStorage ('casebridge.session' for the portal). */
async function storedToken(page: Page, key: string): Promise<string> {
  const raw = await page.evaluate((name) => localStorage.getItem(name), key);
  return (JSON.parse(raw ?? '{}') as { token: string }).token;
}

/** What GET /api/account answers to that access token. */
async function accountStatus(request: APIRequestContext, token: string): Promise<number> {
  return (await request.get('/api/account', { headers: { authorization: `Bearer ${token}` } })).status();
}

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test('after Log out in the portal its token is refused, and sign-in says so', async ({ page }) => {
  await signInToPortal(page, account('attorney-member'));
  await expectSignedInToPortal(page);
  const token = await storedToken(page, 'casebridge.session');
  expect(await accountStatus(page.request, token)).toBe(200);
  await page.getByRole('button', { name: /^User menu of / }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.signedOut })).toBeVisible();
  await expect.poll(() => accountStatus(page.request, token)).toBe(401);
});

test('My Account lists the sessions; Sign out everywhere else ends the others', async ({ page, request }) => {
  const user = account('attorney-member');
  await signInToPortal(page, user);
  await expectSignedInToPortal(page);
  // A second session, on "another device".
  const login = await request.post('/api/users/login', {
    data: { email: user.email, password: user.password },
    headers: { 'user-agent': IPHONE },
  });
  const { token: phoneToken } = (await login.json()) as { token: string };

  await page.goto('/my-account');
  const sessions = page.getByRole('region', { name: MESSAGES.activeSessions });
  await expect(sessions.getByText(MESSAGES.thisDevice)).toBeVisible();
  await expect(
    sessions.getByRole('button', { name: /^Sign out the session on Safari on iOS/ }),
  ).toBeVisible();
  // On a 390 px phone the section fits the screen, nothing cut or scrolled sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const box = await sessions.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await sessions.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  if (process.env.E2E_SHOTS) await sessions.screenshot({ path: `${process.env.E2E_SHOTS}/sessions-390.png` });

  await sessions.getByRole('button', { name: MESSAGES.signOutEverywhereElse }).click();
  const dialog = page.getByRole('dialog', { name: `${MESSAGES.signOutEverywhereElse}?` });
  await dialog.getByRole('button', { name: MESSAGES.signOutEverywhereElse }).click();
  await expect(page.getByText(/^Signed out of \d+ other sessions\.$/)).toBeVisible();
  await expect(sessions.getByText('Safari on iOS')).toHaveCount(0);
  await expect(sessions.getByText(MESSAGES.noOtherSessions)).toBeVisible();
  await expect(sessions.getByText(MESSAGES.thisDevice)).toBeVisible();

  const refused = await request.get('/api/account', { headers: { authorization: `Bearer ${phoneToken}` } });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: string }).error).toBe('session_ended');
  expect(await accountStatus(request, await storedToken(page, 'casebridge.session'))).toBe(200);
});

test('a session ended from another device sends its page to sign-in, which says why once', async ({
  page,
  request,
}) => {
  const user = account('attorney-member');
  await signInToPortal(page, user);
  await expectSignedInToPortal(page);
  const mine = { authorization: `Bearer ${await storedToken(page, 'casebridge.session')}` };
  const listed = (await (await request.get('/api/me/sessions', { headers: mine })).json()) as {
    id: string;
    current: boolean;
  }[];
  const current = listed.find((s) => s.current)!;
  const elsewhere = await bearer(request, user);
  const ended = await request.delete(`/api/me/sessions/${current.id}`, { headers: elsewhere });
  expect(ended.status()).toBe(204);

  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.sessionEndedRevoked })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(MESSAGES.sessionEndedRevoked)).toHaveCount(0);
});

test('"Stay signed in", ticked with the keyboard, gives the portal session the longer lifetime', async ({
  page,
  request,
}) => {
  const user = account('attorney-member');
  await page.goto('/sign-in');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel(/^E-mail/).fill(user.email);
  await form.getByLabel(/^Password/).fill(user.password);
  await page.keyboard.press('Tab');
  const stay = form.getByRole('checkbox', { name: MESSAGES.staySignedIn });
  await expect(stay).toBeFocused();
  await page.keyboard.press('Space');
  await expect(stay).toBeChecked();
  await form.getByRole('button', { name: 'Log in' }).click();
  await expectSignedInToPortal(page);
  const mine = { authorization: `Bearer ${await storedToken(page, 'casebridge.session')}` };
  const listed = (await (await request.get('/api/me/sessions', { headers: mine })).json()) as {
    createdAt: string;
    expiresAt: string;
    current: boolean;
  }[];
  const current = listed.find((s) => s.current)!;
  const hours = (Date.parse(current.expiresAt) - Date.parse(current.createdAt)) / 3_600_000;
  expect(hours).toBe(SESSION_LIMITS.externalStaySignedIn.lifetimeHours);
});
