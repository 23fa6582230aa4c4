import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

/**
 * Searches a picker for `folio` and picks its case, then checks that the pick held, and tries again if not: the
 * list shows the empty search's cases until the search answers, and a click while it changed under it once
 * left the picker empty.
 */
async function pickCase(page: Page, label: string, folio: string) {
  const dialog = page.getByRole('dialog', { name: 'Merge cases' });
  const picker = dialog.getByRole('combobox', { name: label });
  const option = new RegExp(`^${folio} · `);
  await expect(async () => {
    await picker.fill(folio);
    await page.getByRole('option', { name: option }).click();
    await expect(picker).toHaveValue(option, { timeout: 1_000 });
  }).toPass();
}

test('an attorney previews a merge of two cases side by side, merges them and undoes it the same day', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await signInToPortal(page, account('attorney-owner'));
  await expectSignedInToPortal(page);
  await page.goto('/cases');
  const rows = page.getByRole('table', { name: 'Cases' }).getByRole('row');
  const kept = await rows.nth(1).getByRole('link').innerText();
  const merged = await rows.nth(2).getByRole('link').innerText();
  const mergedStatus = await rows.nth(2).locator('.MuiChip-label').innerText();

  await page.getByRole('button', { name: 'Merge cases' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge cases' });
  await expect(dialog.getByText('Pick two cases to see the preview.')).toBeVisible();
  await pickCase(page, 'Case to keep', kept);
  await pickCase(page, 'Case to merge into it', merged);
  const preview = dialog.getByRole('table', { name: 'Merge preview' });
  await expect(preview.getByRole('columnheader', { name: `Kept: ${kept}` })).toBeVisible();
  await expect(preview.getByRole('columnheader', { name: `Merged into it: ${merged}` })).toBeVisible();
  const row = (name: string) =>
    preview.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row('Status')).toContainText(`${merged} is closed and points here`);
  await expect(row('Notes')).toBeVisible();
  await dialog.getByRole('button', { name: 'Merge cases' }).click();

  await expect(page.getByRole('heading', { name: `Case ${kept}` })).toBeVisible();
  const notice = page.getByRole('alert').filter({ hasText: `Case ${merged} was merged into this case` });
  await expect(notice).toContainText('You can undo it today.');
  await notice.getByRole('link', { name: merged }).click();
  await expect(page.getByRole('heading', { name: `Case ${merged}` })).toBeVisible();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change status' })).toHaveCount(0);
  const pointer = page.getByRole('alert').filter({ hasText: 'This case was merged into case' });
  await expect(pointer.getByRole('link', { name: kept })).toBeVisible();

  await pointer.getByRole('button', { name: 'Undo merge' }).click();
  const confirm = page.getByRole('dialog', { name: 'Undo the merge?' });
  await confirm.getByRole('button', { name: 'Undo merge' }).click();
  await expect(confirm).toBeHidden();
  await expect(pointer).toHaveCount(0);
  await expect(page.getByText(mergedStatus, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change status' })).toBeVisible();
  await page.getByRole('tab', { name: 'Activity' }).click();
  // The newest entry (a retry of this test finds the first attempt's entries too).
  await expect(
    page.getByRole('list', { name: 'Activity' }).getByText(`Merge into case ${kept} undone`).first(),
  ).toBeVisible();
});
