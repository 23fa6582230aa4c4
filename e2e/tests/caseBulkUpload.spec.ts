import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { BULK_CASE_COLUMNS, BULK_UPLOAD_MESSAGES, CASE_MESSAGES, MESSAGES } from '@casebridge/domain';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

async function openCases(page: Page, role: string) {
  await page.goto('/sign-in');
  await signInToPortal(page, account(role));
  await expectSignedInToPortal(page);
  await page.goto('/cases');
  await expect(page.getByRole('heading', { name: 'Cases', level: 1 })).toBeVisible();
}

const GOOD: Record<string, string | number> = {
  'Claimant name': 'Bulk Ada Quinn',
  'Case type': 'Auto accident',
  'Accident date': '2026-05-04',
  'Accident city': 'Denver',
  'Accident state': 'CO',
  'Police report': 'Yes',
  'Policy limit (USD)': 25000,
  'Statute of limitations': '2028-05-04',
};

test('an attorney downloads the template, fills it with a few bad rows, reads the report and imports the rest', async ({
  page,
}) => {
  await openCases(page, 'attorney-owner');
  await page.getByRole('button', { name: 'Bulk upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk upload of cases' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the template' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('casebridge-cases-template.xlsx');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('Cases')!;
  const rows = [
    GOOD,
    {
      ...GOOD,
      'Claimant name': 'Bulk Ben Ortiz',
      'Accident date': '2099-01-01',
      'Statute of limitations': '2099-06-01',
    },
    { ...GOOD, 'Claimant name': 'Bulk Cora Diaz', 'Police report': 'N/A' },
    { ...GOOD, 'Claimant name': '' },
    { ...GOOD, 'Claimant name': 'Bulk Dan Wu', 'Case type': 'Slip and fall' },
  ];
  rows.forEach((row, i) =>
    BULK_CASE_COLUMNS.forEach((c, j) => {
      if (row[c.header] !== undefined) sheet.getRow(i + 2).getCell(j + 1).value = row[c.header]!;
    }),
  );
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'cb-bulk-')), 'intake-week-47.xlsx');
  await writeFile(file, Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer));

  await dialog.getByLabel('Filled template').setInputFiles(file);
  await expect(dialog.getByText(/^intake-week-47\.xlsx: 5 rows, 3 valid, 2 with problems/)).toBeVisible();
  const problems = dialog.getByRole('table', { name: 'Problems found' });
  await expect(
    problems.getByRole('row', { name: `3 Accident date ${CASE_MESSAGES.accidentInFuture}` }),
  ).toBeVisible();
  await expect(
    problems.getByRole('row', { name: `5 Claimant name ${MESSAGES.fieldRequired}` }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 3 valid cases' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('3 cases imported from intake-week-47.xlsx')).toBeVisible();

  await page.getByLabel('Search cases').fill('Bulk');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const table = page.getByRole('table', { name: 'Cases' });
  for (const name of ['Bulk Ada Quinn', 'Bulk Cora Diaz', 'Bulk Dan Wu'])
    await expect(table.getByText(name)).toBeVisible();
  await expect(table.getByText('Bulk Ben Ortiz')).toHaveCount(0);
});

test('a Basic firm’s owner sees the bulk upload with an upgrade prompt', async ({ page }) => {
  await openCases(page, 'basic-attorney-owner');
  await page.getByRole('button', { name: 'Bulk upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to upload cases in bulk' });
  await expect(dialog.getByText(BULK_UPLOAD_MESSAGES.upgrade)).toBeVisible();
  await dialog.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});
