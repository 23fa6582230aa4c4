import type { Page } from '@playwright/test';
import { MESSAGES } from '@casebridge/domain';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { bearer } from '../support/api.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

async function openCases(page: Page, role: string) {
  await page.goto('/cases');
  await signInToPortal(page, account(role));
  await expectSignedInToPortal(page);
  await expect(page).toHaveURL(/\/cases/);
  await expect(page.getByRole('heading', { name: 'Cases', level: 1 })).toBeVisible();
}

const casesTable = (page: Page) => page.getByRole('table', { name: 'Cases' });

async function fillCase(page: Page, claimant: string) {
  const dialog = page.getByRole('dialog', { name: 'Create case' });
  await dialog.getByLabel(/^Claimant name/).fill(claimant);
  await dialog.getByRole('combobox', { name: /^Case type/ }).click();
  await page.getByRole('option', { name: 'Auto accident' }).click();
  await dialog.getByRole('combobox', { name: /^Police report/ }).click();
  await page.getByRole('option', { name: 'Yes' }).click();
  await dialog.getByLabel(/^Accident date/).fill('2026-09-14');
  await dialog.getByLabel(/^Accident city/).fill('Chicago');
  await dialog.getByRole('combobox', { name: /^Accident state/ }).click();
  await page.getByRole('option', { name: 'Illinois' }).click();
  await dialog.getByLabel(/^Statute of limitations/).fill('2028-09-14');
  return dialog;
}

test('an attorney sorts, searches and pages the case list, and a reload keeps the view', async ({ page }) => {
  await openCases(page, 'attorney-owner');
  await expect(casesTable(page).getByRole('row')).toHaveCount(11);
  await page.getByRole('button', { name: 'Folio' }).click();
  await expect(page).toHaveURL(/column=folio/);
  const first = await casesTable(page).getByRole('row').nth(1).getByRole('link').innerText();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=1/);
  await page.reload();
  await expect(page).toHaveURL(/page=1&column=folio/);
  await expect(casesTable(page).getByRole('row').nth(1).getByRole('link')).not.toHaveText(first);
  await page.getByLabel('Search cases').fill(first);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(casesTable(page).getByRole('row')).toHaveCount(2);
  await expect(casesTable(page).getByRole('link', { name: first })).toBeVisible();
});

test('an attorney opens a case, changes its status, adds a note and sees both in the activity', async ({
  page,
}) => {
  await openCases(page, 'attorney-owner');
  const link = casesTable(page).getByRole('row').nth(1).getByRole('link');
  const folio = await link.innerText();
  await link.click();
  await expect(page.getByRole('heading', { name: `Case ${folio}` })).toBeVisible();
  await page.getByRole('button', { name: 'Change status' }).click();
  const dialog = page.getByRole('dialog', { name: /Change the status/ });
  await dialog.getByRole('combobox', { name: 'New status' }).click();
  const target = page.getByRole('option').first();
  const label = await target.innerText();
  await target.click();
  await dialog.getByLabel('Comment (optional)').fill('Client update call');
  await dialog.getByRole('button', { name: 'Save status' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByLabel('New note').fill('Requested the ER records');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('list', { name: 'Notes' }).getByText('Requested the ER records')).toBeVisible();
  await page.getByRole('tab', { name: 'Activity' }).click();
  const activity = page.getByRole('list', { name: 'Activity' });
  await expect(activity.getByText('Internal note added')).toBeVisible();
  await expect(activity.getByText(`to ${label}: Client update call`)).toBeVisible();
});

test('a Basic firm runs out of cases, sees the sentence, buys a pack and creates the case', async ({
  page,
}) => {
  await openCases(page, 'basic-attorney-owner');
  for (const claimant of ['Ava Lin', 'Ben Ortiz']) {
    await page.getByRole('button', { name: 'Create case' }).first().click();
    const dialog = await fillCase(page, claimant);
    await dialog.getByRole('button', { name: 'Create case' }).click();
    await expect(page.getByRole('heading', { name: /^Case CB-/ })).toBeVisible();
    await page.getByRole('link', { name: '← All cases' }).click();
  }
  await page.getByRole('button', { name: 'Create case' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create case' });
  await expect(dialog.getByText(MESSAGES.outOfCases)).toBeVisible();
  await dialog.getByRole('button', { name: 'Buy cases' }).click();
  const cart = page.getByRole('dialog', { name: 'Buy cases' });
  await expect(cart.getByText(/^10 cases · Total: \$49$/)).toBeVisible();
  await cart.getByLabel(/^E-mail/).fill('owner@ridgeline-law.test');
  await cart.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
  await cart.getByLabel(/^Expiration/).fill('12/39');
  await cart.getByLabel(/^Security code/).fill('123');
  await cart.getByLabel(/^ZIP/i).fill('60601');
  await cart.getByLabel(/^Name on card/).fill('Caleb Ridge');
  await cart.getByRole('button', { name: /^Pay/ }).click();
  // Nothing is charged before the payment is confirmed (issue 40 item 32).
  const confirm = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(confirm).toContainText('$49');
  await confirm.getByRole('button', { name: 'Confirm and pay $49' }).click();
  await expect(cart.getByText(MESSAGES.casesBought)).toBeVisible();
  await expect(cart).toBeHidden({ timeout: 5_000 });
  await expect(dialog.getByText('10 cases left on your plan.')).toBeVisible();
  await fillCase(page, 'Cora Diaz');
  await dialog.getByRole('button', { name: 'Create case' }).click();
  await expect(page.getByRole('heading', { name: /^Case CB-/ })).toBeVisible();
});

test('a provider sees only the cases it works on and no internal note; other cases answer 404', async ({
  page,
  request,
}) => {
  await openCases(page, 'health-provider-owner');
  await expect(page.getByRole('button', { name: 'Create case' })).toHaveCount(0);
  const headers = await bearer(request, account('health-provider-owner'));
  const mine = (await (await request.get('/api/cases?range=[0,999]', { headers })).json()) as {
    id: string;
  }[];
  expect(mine.length).toBeGreaterThan(0);
  const firm = await bearer(request, account('attorney-owner'));
  const all = (await (await request.get('/api/cases?range=[0,999]', { headers: firm })).json()) as {
    id: string;
  }[];
  const hidden = all.find((c) => !mine.some((m) => m.id === c.id))!;
  expect((await request.get(`/api/cases/${hidden.id}`, { headers })).status()).toBe(404);
  await casesTable(page).getByRole('row').nth(1).getByRole('link').click();
  await expect(page.getByRole('button', { name: 'Change status' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByRole('list', { name: 'Notes' })).toBeVisible();
  await expect(page.getByText('Internal', { exact: false }).filter({ hasText: '· Internal' })).toHaveCount(0);
});
