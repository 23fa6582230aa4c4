import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { bearer, listQuery } from '../support/api.ts';
import { expectSignedInToConsole, signInToConsole } from '../support/signIn.ts';

// Issue 17 item 20: the console at 1,440 x 900, the laptop size staff use.
test.use({ viewport: { width: 1440, height: 900 } });

const staff = account('system-admin');

test.beforeEach(async ({ page }) => {
  await signInToConsole(page, staff);
  await expectSignedInToConsole(page);
});

/** The page's width past the window (0 when nothing is cut off to the right). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('the registry fits the window: names on at most two lines, the column chooser adds the rest', async ({
  page,
}) => {
  await page.getByRole('menuitem', { name: 'Registries' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(26);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  const lines = await table
    .locator('tbody tr td:nth-child(2) a')
    .evaluateAll((links) => links.map((link) => link.getClientRects().length));
  expect(Math.max(...lines)).toBeLessThanOrEqual(2);

  await expect(table.getByRole('columnheader', { name: 'State' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('option', { name: 'State' }).getByRole('switch').check();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'State' })).toBeVisible();
});

test("the reports' date filters sit side by side, aligned, and the page fits the window", async ({
  page,
}) => {
  await page.getByRole('menuitem', { name: 'Reports' }).click();
  const from = page.getByRole('textbox', { name: 'From', exact: true });
  const to = page.getByRole('textbox', { name: 'To', exact: true });
  await expect(page.getByText(/rows in total/)).toBeVisible();
  const [a, b] = [(await from.boundingBox())!, (await to.boundingBox())!];
  expect(Math.abs(a.y - b.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(a.width - b.width)).toBeLessThanOrEqual(1);
  expect(a.height).toBe(b.height);
  expect(b.x).toBeGreaterThan(a.x + a.width);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

test("a funding request names its case by folio, linked to the case's page", async ({ page, request }) => {
  const headers = await bearer(request, staff);
  const [funding] = (await (
    await request.get(`/api/funding-requests?${listQuery({ range: [0, 0] })}`, { headers })
  ).json()) as { id: string; caseId: string }[];
  const legalCase = (await (await request.get(`/api/cases/${funding!.caseId}`, { headers })).json()) as {
    folio: string;
    claimantName: string;
  };
  await page.goto(`/admin/funding-requests/${funding!.id}/show`);
  const link = page.getByRole('link', { name: legalCase.folio, exact: true });
  await expect(link).toBeVisible();
  await expect(page.getByText(funding!.caseId, { exact: true })).toHaveCount(0);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/cases/${funding!.caseId}/show$`));
  await expect(page.getByText(`Case ${legalCase.folio}`)).toBeVisible();
  await expect(page.getByText(legalCase.claimantName, { exact: true })).toBeVisible();
});
