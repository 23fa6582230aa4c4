import { CASE_STATUS_NEXT_STEPS } from '@casebridge/domain';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

// Issue 11, "Claimants": a claimant signs in to their own cases, read-only, with what happens next at each
// status and the documents their law firm shared with them.

test('a claimant lands on their dashboard and reads their cases and shared documents', async ({ page }) => {
  await signInToPortal(page, account('claimant'));
  await expectSignedInToPortal(page);
  await expect(page).toHaveURL(/\/claimant\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My cases' })).toBeVisible();
  const cases = page.getByRole('article');
  await expect(cases.first()).toBeVisible();
  expect(await cases.count()).toBeGreaterThan(0);
  const first = cases.first();
  await expect(first.getByText('Hartwell & Associates Law')).toBeVisible();
  const nextStep = first.getByText('What happens next:');
  await expect(nextStep).toBeVisible();
  const sentence = (await nextStep.locator('..').textContent()) ?? '';
  expect(Object.values(CASE_STATUS_NEXT_STEPS).some((s) => sentence.includes(s))).toBe(true);
  await expect(first.getByRole('heading', { name: 'Providers working on your case' })).toBeVisible();

  // Documents shared with the claimant: a download, and a PDF's preview in a dialog.
  const documents = page.getByRole('list', { name: 'Documents shared with you' });
  const download = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Download letter-to-client.pdf' }).first().click();
  expect((await download).suggestedFilename()).toBe('letter-to-client.pdf');
  await documents.getByRole('button', { name: 'View settlement-statement.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'settlement-statement.pdf' });
  await expect(dialog.getByRole('figure', { name: 'Preview of settlement-statement.pdf' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Read-only: no action of the firm's on the page.
  await expect(page.getByRole('button', { name: /^(Edit|Delete|Rename|Share)/ })).toHaveCount(0);
});

test('a firm shares a case file with its claimant from the file’s sharing control', async ({ page }) => {
  await page.goto('/cases');
  await signInToPortal(page, account('attorney-owner'));
  await expectSignedInToPortal(page);
  await page.getByRole('table', { name: 'Cases' }).getByRole('row').nth(1).getByRole('link').click();
  await page.getByRole('tab', { name: 'Files' }).click();
  await page.getByLabel('Shared with').first().click();
  await expect(page.getByRole('option', { name: 'Firm and claimant', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Firm, collaborators and claimant' })).toBeVisible();
  await page.keyboard.press('Escape');
});
