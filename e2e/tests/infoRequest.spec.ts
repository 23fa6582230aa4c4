import { readFile } from 'node:fs/promises';
import { MESSAGES } from '@casebridge/domain';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { bearer } from '../support/api.ts';
import {
  expectSignedInToConsole,
  expectSignedInToPortal,
  signInToConsole,
  signInToPortal,
} from '../support/signIn.ts';

// Issue 17 item 16: an INFO_REQUIRED owner answers the request with a message and a file; staff read both on the
// company's registry page and download the file.
test('an owner answers a request for information with a file, and staff read it on the registry page', async ({
  page,
  browser,
  request,
}) => {
  const owner = account('owner-info-required');
  const { company } = (await (
    await request.get('/api/account', { headers: await bearer(request, owner) })
  ).json()) as { company: { id: string; name: string } };
  const license = Buffer.from('%PDF-1.4\n% a copy of the facility license\n');

  await signInToPortal(page, owner);
  await expectSignedInToPortal(page);
  // The panel shows on every page but the directory, where the sign-in lands.
  await page.goto('/my-account');
  const panel = page.getByRole('complementary', { name: MESSAGES.completeYourAccount });
  await expect(panel.getByText(MESSAGES.moreInfoRequired)).toBeVisible();
  await panel.getByRole('button', { name: 'Answer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Answer the request for information' });
  await dialog.getByRole('textbox', { name: /Your answer/ }).fill('Our facility license is attached.');
  await dialog.getByLabel('Files to attach').setInputFiles({
    name: 'facility-license.pdf',
    mimeType: 'application/pdf',
    buffer: license,
  });
  await expect(dialog.getByRole('list', { name: 'Attached files' })).toContainText('facility-license.pdf');
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText(MESSAGES.infoAnswerSent)).toBeVisible();
  await expect(panel.getByText(MESSAGES.waitingValidation)).toBeVisible();

  const staff = await (await browser.newContext()).newPage();
  await signInToConsole(staff, account('super-user'));
  await expectSignedInToConsole(staff);
  await staff.goto(`/admin/registries/${company.id}/show`);
  const answers = staff.getByRole('region', { name: 'Answers to information requests' });
  await expect(answers.getByText('Our facility license is attached.')).toBeVisible();
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    answers.getByRole('button', { name: /^facility-license\.pdf/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('facility-license.pdf');
  expect((await readFile((await download.path())!)).equals(license)).toBe(true);
  await staff.context().close();
});
