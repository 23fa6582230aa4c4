import type { Notification } from '@casebridge/domain';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { bearer, listQuery, totalOf } from '../support/api.ts';
import { expectSignedInToConsole, signInToConsole } from '../support/signIn.ts';

const staff = account('system-admin');

test.beforeEach(async ({ page }) => {
  await signInToConsole(page, staff);
  await expectSignedInToConsole(page);
  await page.getByRole('menuitem', { name: 'Registries' }).click();
  await expect(page).toHaveURL(/\/admin\/registries/);
});

test('the registry pages through every company (Content-Range read by the browser)', async ({
  page,
  request,
}) => {
  const res = await request.get(`/api/companies?${listQuery({ range: [0, 0] })}`, {
    headers: await bearer(request, staff),
  });
  const total = totalOf(res.headers()['content-range']);
  expect(total).toBeGreaterThan(25);
  await expect(page.getByText(`1-25 of ${total}`)).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(`26-50 of ${total}`)).toBeVisible();
});

test('sorting by name matches the API order', async ({ page, request }) => {
  const res = await request.get(`/api/companies?${listQuery({ sort: ['name', 'ASC'], range: [0, 2] })}`, {
    headers: await bearer(request, staff),
  });
  const firstNames = ((await res.json()) as { name: string }[]).map((c) => c.name);
  await page.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sort=companyName/);
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toContainText(firstNames[0]!);
  await expect(rows.nth(1)).toContainText(firstNames[1]!);
});

test('filtering by status shows exactly the companies in that status', async ({ page, request }) => {
  const res = await request.get(
    `/api/companies?${listQuery({ range: [0, 0], filter: { status: ['PENDING_REVIEW'] } })}`,
    { headers: await bearer(request, staff) },
  );
  const total = totalOf(res.headers()['content-range']);
  expect(total).toBeGreaterThan(0);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Pending review' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText(new RegExp(`^1-${Math.min(total, 25)} of ${total}$`))).toBeVisible();
  for (const chip of await page.locator('tbody tr').all()) await expect(chip).toContainText('Pending review');
});

test('searching finds a company and its record opens with its details', async ({ page }) => {
  await page.getByPlaceholder('Search', { exact: true }).fill('Hartwell');
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  await page.getByText('Hartwell & Associates Law').first().click();
  await expect(page).toHaveURL(/\/admin\/registries\/[^/]+\/show/);
  await expect(page.getByText('owner@hartwell-law.test').first()).toBeVisible();
  await expect(page.getByText('Premium').first()).toBeVisible();
});

test('status tabs show each status with its count and list exactly those companies', async ({ page }) => {
  const tabs = page.getByRole('tablist', { name: 'Company status' });
  const tab = tabs.getByRole('tab', { name: /^Info required \(\d+\)$/ });
  const total = Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')![1]);
  expect(total).toBeGreaterThan(0);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(new RegExp(`^1-${Math.min(total, 25)} of ${total}$`))).toBeVisible();
  for (const row of await page.locator('tbody tr').all()) await expect(row).toContainText('Info required');
  await tabs.getByRole('tab', { name: 'All' }).click();
  await expect(page.getByText(/^1-25 of \d+$/)).toBeVisible();
});

test('a company opens from the registry by keyboard alone (Tab to its name, Enter)', async ({ page }) => {
  const firstName = page.locator('tbody tr').first().getByRole('link');
  await expect(firstName).toBeVisible();
  const name = (await firstName.textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  // From the top of the page, Tab only: through the menu, tabs, filters, headers and checkboxes to the link.
  await page.keyboard.press('Escape');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const stops: string[] = [];
  while (stops.length < 80) {
    await page.keyboard.press('Tab');
    const [onLink, stop] = await firstName.evaluate((link) => {
      const el = document.activeElement;
      const label = el?.getAttribute('aria-label') ?? el?.textContent?.trim().slice(0, 30) ?? '';
      return [link === el, `${el?.tagName.toLowerCase()} ${label}`] as const;
    });
    stops.push(stop);
    if (onLink) break;
  }
  expect(stops.at(-1), `Tab stops: ${stops.join(' | ')}`).toBe(`a ${name}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/registries\/[^/]+\/show/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test("the bell lists staff's PENDING_REVIEW notifications and one opens its company's registry entry", async ({
  page,
  request,
}) => {
  const headers = await bearer(request, staff);
  const { content } = (await (await request.get('/api/notifications?page=0', { headers })).json()) as {
    content: Notification[];
  };
  const index = content.findIndex((n) => n.section === 'PENDING_REVIEW');
  expect(index, 'a PENDING_REVIEW notification on the first page').toBeGreaterThanOrEqual(0);
  const notification = content[index]!;
  const company = (await (await request.get(`/api/companies/${notification.extra}`, { headers })).json()) as {
    name: string;
  };

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('list', { name: 'All notifications' }).getByRole('listitem').nth(index);
  await expect(item).toContainText(notification.description);
  await item.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/admin/registries/${notification.extra}/show$`));
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
});
