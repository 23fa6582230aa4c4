import type { Page } from '@playwright/test';
import { COLLABORATOR_NEVER_SEES, COLLABORATOR_SEES } from '@casebridge/domain';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

async function openFirstCase(page: Page) {
  await page.goto('/cases');
  await signInToPortal(page, account('attorney-owner'));
  await expectSignedInToPortal(page);
  const link = page.getByRole('table', { name: 'Cases' }).getByRole('row').nth(1).getByRole('link');
  const folio = await link.innerText();
  await link.click();
  await expect(page.getByRole('heading', { name: `Case ${folio}` })).toBeVisible();
  return folio;
}

test('the firm lists a case’s collaborators, adds a validated facility found by name and removes it', async ({
  page,
}) => {
  await openFirstCase(page);
  await page.getByRole('tab', { name: 'Collaborators' }).click();
  await expect(page.getByText(COLLABORATOR_SEES[0])).toBeVisible();
  await expect(page.getByText(COLLABORATOR_NEVER_SEES[1])).toBeVisible();
  await page.getByRole('button', { name: 'Add collaborator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a collaborator' });
  await dialog.getByLabel('Search providers and facilities').fill('I');
  await expect(dialog.getByText('Type at least 2 characters')).toBeVisible();
  await dialog.getByLabel('Search providers and facilities').fill('Imaging');
  const results = dialog.getByRole('list', { name: 'Matching companies' });
  const first = results.getByRole('listitem').first();
  await expect(first).toBeVisible();
  const name = (await first.locator('.MuiListItemText-primary').innerText()).trim();
  await first.getByRole('button', { name: `Add ${name}` }).click();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: 'Collaborators' });
  await expect(list.getByText(name, { exact: true })).toBeVisible();
  await list.getByRole('button', { name: `Remove ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Remove ${name}?` });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'Collaborators' }).getByText(name, { exact: true }),
  ).toHaveCount(0);
  await page.getByRole('tab', { name: 'Activity' }).click();
  const activity = page.getByRole('list', { name: 'Activity' });
  await expect(activity.getByText(`${name} added as collaborator`)).toBeVisible();
  await expect(activity.getByText(`${name} removed`)).toBeVisible();
});

test('the firm reassigns a case to another of its attorneys', async ({ page }) => {
  await openFirstCase(page);
  await page.getByRole('button', { name: 'Reassign' }).click();
  const dialog = page.getByRole('dialog', { name: /^Reassign case/ });
  await dialog.getByRole('combobox', { name: 'New responsible attorney' }).click();
  const option = page.getByRole('option').first();
  const chosen = (await option.innerText()).replace(/\s*\(.*\)$/, '');
  await option.click();
  await dialog.getByRole('button', { name: 'Reassign' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Case reassigned to ${chosen}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(
    page.getByRole('list', { name: 'Activity' }).getByText(`Reassigned to ${chosen}`),
  ).toBeVisible();
});
