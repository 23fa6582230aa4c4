import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { bearer } from '../support/api.ts';
import { expectSignedInToConsole, signInToConsole } from '../support/signIn.ts';
import { pickCompany } from '../support/registry.ts';

/** Opens a company of the registry by searching its name, as staff do. */
async function openCompany(page: Page, role: string, name: string) {
  await signInToConsole(page, account(role));
  await expectSignedInToConsole(page);
  await page.getByRole('menuitem', { name: 'Registries' }).click();
  await page.getByPlaceholder('Search', { exact: true }).fill(name);
  // The search may also find companies whose names contain this one: open the one named exactly.
  // The list refreshes once the search applies (a click on the row before that is lost): the filter in the
  // address says it applied, and the click is retried until the record opens.
  await expect(page).toHaveURL(/filter=.*%22q%22/);
  const cell = page.locator('tbody').getByText(name, { exact: true }).first();
  await expect(async () => {
    await cell.click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/admin\/registries\/[^/]+\/show/, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

const actions = (page: Page) => page.getByLabel('Company actions');

test('a super user validates a company in review; its owner is notified and e-mailed', async ({
  page,
  request,
}) => {
  await openCompany(page, 'super-user', 'Brookside Chiropractic');
  await actions(page).getByRole('button', { name: 'Validate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Validate this company?' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByText('Validated').first()).toBeVisible();
  await expect(actions(page).getByRole('button', { name: 'Validate' })).toHaveCount(0);

  const owner = account('owner-pending-review');
  const notifications = await request.get('/api/notifications', { headers: await bearer(request, owner) });
  const { content } = (await notifications.json()) as { content: { section: string; message: string }[] };
  expect(content[0]).toMatchObject({ section: 'PENDING_REVIEW', message: 'Your company has been validated' });
  const outbox = await request.get(
    `/api/outbox?filter=${encodeURIComponent(JSON.stringify({ to: owner.email }))}`,
    {
      headers: await bearer(request, account('user')),
    },
  );
  expect(((await outbox.json()) as { subject: string }[]).map((mail) => mail.subject)).toContain(
    'Your CaseBridge account is validated',
  );

  await page.getByRole('menuitem', { name: 'Outbox' }).click();
  await page.getByText('Your CaseBridge account is validated').first().click();
  await expect(page.getByText('Good news: Brookside Chiropractic has been validated.')).toBeVisible();
});

test('rejecting needs a motive, then the company is rejected', async ({ page }) => {
  await openCompany(page, 'super-user', 'Granite Peak Surgery Center');
  await actions(page).getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this company?' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByLabel(/^Motive/).click();
  await page.getByRole('option', { name: 'Inconsistent information' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Rejected').first()).toBeVisible();
});

test('a plain internal user sees no action, and the API refuses it too', async ({ page, request }) => {
  const row = await pickCompany(request, { status: 'PENDING_REVIEW' });
  await openCompany(page, 'user', row.companyName);
  await expect(page.getByText('Pending review').first()).toBeVisible();
  await expect(actions(page)).toHaveCount(0);
  const res = await request.put(`/api/subscriptions/company/${row.companyId}/validate`, {
    headers: await bearer(request, account('user')),
  });
  expect(res.status()).toBe(403);
});
