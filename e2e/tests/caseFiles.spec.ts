import type { Page } from '@playwright/test';
import { CASE_FILE_MESSAGES } from '@casebridge/domain';
import { sampleFileContent } from '@casebridge/fixtures';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

/** A real picture (240 x 160 PNG) and a 3 MB PDF: big enough for its upload to show progress on the way. */
const PHOTO = sampleFileContent({ id: 'e2e', name: 'scene.png', type: 'image/png', folio: 'E2E' });
const REPORT = Buffer.concat([
  Buffer.from('%PDF-1.4\n%'),
  Buffer.alloc(3 * 1024 * 1024, 0x41),
  Buffer.from('\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
]);

async function openFirstCaseFiles(page: Page) {
  await page.goto('/cases');
  await signInToPortal(page, account('attorney-owner'));
  await expectSignedInToPortal(page);
  await page.getByRole('table', { name: 'Cases' }).getByRole('row').nth(1).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Case / })).toBeVisible();
  await page.getByRole('tab', { name: 'Files' }).click();
  await expect(page.getByRole('heading', { name: 'Files', level: 2 })).toBeVisible();
}

/** Records every value the upload progress bars take, from the page itself (a bar may fill in a moment). */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: Record<string, number[]> = {};
    (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
    const read = () => {
      for (const bar of Array.from(
        document.querySelectorAll('[role="progressbar"][aria-label^="Upload of "]'),
      )) {
        const name = bar.getAttribute('aria-label')!.slice('Upload of '.length);
        const value = Number(bar.getAttribute('aria-valuenow'));
        const values = (seen[name] ??= []);
        if (values.at(-1) !== value) values.push(value);
      }
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
}

test('an attorney uploads two files with their progress, previews one, shares it and opens the link signed out', async ({
  page,
  browser,
}) => {
  await openFirstCaseFiles(page);
  await recordProgress(page);
  // The upload crawls at 1 MB/s, as on a slow connection, so its progress is there to see.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Police report' }).click();
  await page.getByLabel('Choose files to upload').setInputFiles([
    { name: 'e2e-police-report.pdf', mimeType: 'application/pdf', buffer: REPORT },
    { name: 'e2e-scene.png', mimeType: 'image/png', buffer: PHOTO },
  ]);
  const uploads = page.getByRole('list', { name: 'Uploads' });
  const report = uploads.getByRole('progressbar', { name: 'Upload of e2e-police-report.pdf' });
  const photo = uploads.getByRole('progressbar', { name: 'Upload of e2e-scene.png' });
  await expect(report).toBeVisible();
  await expect(photo).toBeVisible();
  await expect(uploads.getByText(/^Uploading… \d+ %$/)).toBeVisible();
  await expect(uploads.getByText('Uploaded', { exact: true })).toHaveCount(2, { timeout: 30_000 });
  await expect(report).toHaveAttribute('aria-valuenow', '100');
  await expect(photo).toHaveAttribute('aria-valuenow', '100');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // Each bar followed its own request: the big file went through values between empty and full.
  const seen = await page.evaluate(
    () => (window as unknown as { progressSeen: Record<string, number[]> }).progressSeen,
  );
  expect(seen['e2e-police-report.pdf']!.some((v) => v > 0 && v < 100)).toBe(true);
  expect(seen['e2e-police-report.pdf']!.at(-1)).toBe(100);

  const files = page.getByRole('table', { name: 'Files' });
  await expect(files.getByRole('link', { name: 'e2e-police-report.pdf' })).toBeVisible();
  const row = files.getByRole('row').filter({ hasText: 'e2e-scene.png' });
  await expect(row).toContainText('Firm only');
  await expect(row).toContainText('Police report');
  await row.getByRole('link', { name: 'e2e-scene.png' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'e2e-scene.png' })).toBeVisible();
  const preview = page.getByRole('img', { name: 'Preview of e2e-scene.png' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);

  await page.getByRole('button', { name: 'Create share link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share link' });
  const address = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(address).toMatch(/\/file\/case\/[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Close' }).click();

  const visitor = await browser.newContext();
  try {
    const outside = await visitor.newPage();
    await outside.goto(address);
    await expect(outside.getByRole('heading', { level: 1, name: 'e2e-scene.png' })).toBeVisible();
    await expect(outside.getByText(/shared by .+ of Hartwell & Associates Law/)).toBeVisible();
    const shared = outside.getByRole('img', { name: 'Preview of e2e-scene.png' });
    await expect.poll(() => shared.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    await outside.goto(address.replace(/[^/]+$/, 'no-such-token'));
    await expect(outside.getByText(CASE_FILE_MESSAGES.shareLinkUnknown)).toBeVisible();
  } finally {
    await visitor.close();
  }

  // The firm sees who looked at the file: its own view and the visitor's, through the link.
  await page.reload();
  const audit = page.getByRole('list', { name: 'Audit trail' });
  await expect(audit.getByText('Share link created', { exact: false })).toBeVisible();
  await expect(audit.getByText(/Someone with a share link \(share link\)/)).toBeVisible();
  await expect(audit.getByText('Uploaded')).toBeVisible();
});

test('an attorney renames a file and deletes it after confirming', async ({ page }) => {
  await openFirstCaseFiles(page);
  await page.getByLabel('Choose files to upload').setInputFiles([
    { name: 'e2e-letter.txt', mimeType: 'text/plain', buffer: Buffer.from('Dear adjuster,\n') },
    { name: 'e2e-page.html', mimeType: 'text/html', buffer: Buffer.from('<p>no</p>') },
  ]);
  const uploads = page.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByText(`Not uploaded: ${CASE_FILE_MESSAGES.typeNotAllowed}`)).toBeVisible();
  await expect(uploads.getByText('Uploaded', { exact: true })).toBeVisible();
  await page.getByRole('table', { name: 'Files' }).getByRole('link', { name: 'e2e-letter.txt' }).click();
  await expect(page.getByText('There is no preview for this type of file')).toBeVisible();

  await page.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename file' });
  await rename.getByLabel(/^Name/).fill('e2e adjuster letter');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'e2e adjuster letter.txt' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete e2e adjuster letter.txt?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'e2e adjuster letter.txt' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete file' }).click();
  await expect(page).toHaveURL(/\/cases\/[^/]+\/files$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Files of case / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'e2e adjuster letter.txt' })).toHaveCount(0);
});
