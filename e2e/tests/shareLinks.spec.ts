import { CASE_FILE_MESSAGES } from '@casebridge/domain';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

// Issue 11, Files: the firm sees a file's active share links (who, when, expiry, last opened) and revokes one
// after confirming; the revoked link then answers its visitor like an expired one.

test('the firm lists a file’s active share links and revokes one', async ({ page, browser }) => {
  await page.goto('/cases');
  await signInToPortal(page, account('attorney-owner'));
  await expectSignedInToPortal(page);
  await page.getByRole('table', { name: 'Cases' }).getByRole('row').nth(1).getByRole('link').click();
  await page.getByRole('tab', { name: 'Files' }).click();
  const pdfRow = page
    .getByRole('table', { name: 'Files' })
    .getByRole('row')
    .filter({ hasText: '.pdf' })
    .first();
  await pdfRow.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Active share links' })).toBeVisible();

  await page.getByRole('button', { name: 'Create share link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share link' });
  const address = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();
  const links = page.getByRole('table', { name: 'Active share links' });
  await expect(links.getByRole('row').filter({ hasText: 'Never' })).toHaveCount(1);

  const visitor = await browser.newContext();
  try {
    const outside = await visitor.newPage();
    await outside.goto(address);
    await expect(outside.getByRole('figure', { name: /^Preview of / })).toBeVisible();

    // Opened through the link: its last opening shows once the firm's page reads the list again.
    await page.reload();
    // The header and the one link of this file (the data is fresh for each run).
    await expect(links.getByRole('row')).toHaveCount(2);
    const opened = links.getByRole('row').nth(1);
    await expect(opened).not.toContainText('Never');

    await opened.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this share link?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(links.getByRole('row')).toHaveCount(2);
    await opened.getByRole('button', { name: 'Revoke' }).click();
    await confirm.getByRole('button', { name: 'Revoke link' }).click();
    await expect(page.getByText('Share link revoked', { exact: true })).toBeVisible();
    await expect(page.getByText('No active share link for this file.')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Audit trail' }).getByText('Share link revoked', { exact: false }),
    ).toBeVisible();

    await outside.reload();
    await expect(outside.getByText(CASE_FILE_MESSAGES.shareLinkExpired)).toBeVisible();
  } finally {
    await visitor.close();
  }
});
