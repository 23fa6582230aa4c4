import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { notificationTarget } from '@casebridge/domain';
import type { Notification, NotificationSection } from '@casebridge/domain';
import { expect, test } from '../support/fixtures.ts';
import { account, type DemoAccount } from '../support/accounts.ts';
import { AXE_TAGS, FAILING_IMPACTS } from '../support/a11y/routeAudit.ts';
import { bearer } from '../support/api.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

/** The sections a firm receives (SPEC.md 4): one notification of each must open a real screen. */
const FIRM_SECTIONS: NotificationSection[] = [
  'CASE',
  'BILL',
  'FILE',
  'REFERRAL',
  'PAYMENT',
  'REDUCTION',
  'FUNDING_REQUEST',
  'TASK',
  'APPOINTMENT',
];

/** All of `who`'s notifications, newest first (the panel's order), and the unread count, from the API. */
async function notificationsOf(request: APIRequestContext, who: DemoAccount) {
  const headers = await bearer(request, who);
  const list = await request.get('/api/notifications?page=0&size=1000', { headers });
  expect(list.ok()).toBe(true);
  const unreadCount = async () =>
    ((await (await request.get('/api/notifications/count/unread', { headers })).json()) as { count: number })
      .count;
  return { all: ((await list.json()) as { content: Notification[] }).content, unreadCount };
}

/** The bell stays in the page (hidden from assistive technology while the panel is open). */
const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/, includeHidden: true });

async function openPanel(page: Page): Promise<Locator> {
  await bellOf(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  return panel;
}

/** Scrolls the panel's list to its end until at least `count` notifications are loaded. */
async function scrollUntilLoaded(page: Page, panel: Locator, count: number) {
  const items = panel.getByRole('list', { name: 'All notifications' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  await expect(async () => {
    await items.last().hover();
    await page.mouse.wheel(0, 10_000);
    expect(await items.count()).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 15_000 });
}

test('the panel pages on scroll, filters unread, marks read and unread, and opens every section', async ({
  page,
  request,
}) => {
  // It opens a screen of every section, each audited (axe and the layout at two window sizes) on first sight.
  test.slow();
  const owner = account('attorney-owner');
  const { all, unreadCount } = await notificationsOf(request, owner);
  const unread = await unreadCount();
  expect(all.length).toBeGreaterThan(20);
  expect(unread).toBeGreaterThan(1);
  await signInToPortal(page, owner);
  await expectSignedInToPortal(page);
  await expect(bellOf(page)).toHaveAccessibleName(`Notifications, ${unread > 99 ? '+99' : unread} unread`);

  const panel = await openPanel(page);
  const allItems = panel.getByRole('list', { name: 'All notifications' }).getByRole('listitem');
  await expect(allItems).toHaveCount(20);
  // The routes are audited without the panel: the open panel gets its own axe check, once it has faded in.
  await panel.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  const audit = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(AXE_TAGS).analyze();
  const serious = audit.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await scrollUntilLoaded(page, panel, 21);

  await panel.getByRole('button', { name: 'Unread', exact: true }).click();
  const unreadList = panel.getByRole('list', { name: 'Unread notifications' });
  await expect(unreadList.getByRole('listitem')).toHaveCount(Math.min(unread, 20));
  await expect(unreadList.getByRole('button', { name: /^Mark unread/ })).toHaveCount(0);
  const first = unreadList.getByRole('listitem').first();
  await first.getByRole('button', { name: /^Mark read: / }).click();
  await expect(first.getByRole('button', { name: /^Mark unread: / })).toBeVisible();
  await expect.poll(unreadCount).toBe(unread - 1);
  // aria-hidden behind the open panel: its label is read from the attribute.
  await expect(bellOf(page)).toHaveAttribute('aria-label', `Notifications, ${unread - 1} unread`);
  await first.getByRole('button', { name: /^Mark unread: / }).click();
  await expect(first.getByRole('button', { name: /^Mark read: / })).toBeVisible();
  await expect.poll(unreadCount).toBe(unread);
  await panel.getByRole('button', { name: 'All', exact: true }).click();

  for (const section of FIRM_SECTIONS) {
    const index = all.findIndex((notification) => notification.section === section);
    expect(index, `a ${section} notification`).toBeGreaterThanOrEqual(0);
    const notification = all[index]!;
    const target = notificationTarget(notification, 'firm');
    expect(target, `${section}:${notification.action} opens a screen`).not.toBeNull();
    const opened = (await panel.isVisible()) ? panel : await openPanel(page);
    await scrollUntilLoaded(page, opened, index + 1);
    const item = allItems.nth(index);
    await expect(item).toContainText(notification.description);
    await item.getByRole('link').click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
});

test('the bell caps the unread count at +99', async ({ page, request }) => {
  // The demo attorney admin has more than 99 unread notifications (fixtures of issue 13).
  const admin = account('attorney-admin');
  expect(await (await notificationsOf(request, admin)).unreadCount()).toBeGreaterThan(99);
  await signInToPortal(page, admin);
  await expectSignedInToPortal(page);
  await expect(page.getByRole('button', { name: 'Notifications, +99 unread' })).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toContainText('+99');
});
