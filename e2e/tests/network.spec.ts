import { MESSAGES } from '@casebridge/domain';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { signUp } from '../support/frontDoor.ts';
import { readMailInConsole } from '../support/outbox.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

test('the firm’s owner sends an intro with a file from My Network; the provider is notified and downloads it', async ({
  browser,
  page,
}) => {
  const introduction = `We refer many spine patients near you (${Date.now()}).`;
  await signInToPortal(page, account('attorney-owner'));
  await expectSignedInToPortal(page);
  await page.goto('/my-network');
  await expect(page.getByRole('heading', { name: 'My Network' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search your network' }).fill('Riverside');
  const row = page.getByRole('row', { name: /Riverside Spine & Rehab/ });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Make Intro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make Intro to Riverside Spine & Rehab' });
  await dialog.getByRole('textbox', { name: /Introduction/ }).fill(introduction);
  await expect(dialog.getByText(`${1500 - introduction.length} characters left`)).toBeVisible();
  await dialog.getByLabel('File to attach').setInputFiles({
    name: 'hartwell-intro.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% Hartwell & Associates\n'),
  });
  await expect(dialog.getByText(/hartwell-intro\.pdf/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send intro' }).click();
  await expect(page.getByText(MESSAGES.introSent)).toBeVisible();
  await expect(dialog).toBeHidden();

  const providerPage = await (await browser.newContext()).newPage();
  await signInToPortal(providerPage, account('health-provider-owner'));
  await expectSignedInToPortal(providerPage);
  await providerPage.getByRole('button', { name: /^Notifications/ }).click();
  const panel = providerPage.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('listitem').filter({ hasText: 'introduced themselves' }).first().click();
  await expect(providerPage).toHaveURL(/\/my-network$/);
  await providerPage.getByRole('tab', { name: 'Intros' }).click();
  const received = providerPage.getByRole('listitem').filter({ hasText: introduction });
  await expect(received).toContainText('Received');
  const download = providerPage.waitForEvent('download');
  await received.getByRole('button', { name: 'hartwell-intro.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('hartwell-intro.pdf');
});

test('an invited friend signs up from the invite e-mail and the inviter’s counter moves', async ({
  browser,
  page,
}) => {
  // Three sign-ins and a sign-up (each hashes a password) and the console's outbox: slow on a busy machine.
  test.slow();
  const friendEmail = `friend.${Date.now()}@example.test`;
  await signInToPortal(page, account('health-provider-owner'));
  await expectSignedInToPortal(page);
  await page.goto('/invite-friend');
  const counter = page.getByTestId('reward-counter');
  await expect(counter).toHaveText(/^\d+\/10 friends joined$/);
  const before = Number(/^(\d+)/.exec((await counter.textContent()) ?? '')![1]);
  await page.getByRole('textbox', { name: /Your friend's e-mail/ }).fill(friendEmail);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('row', { name: new RegExp(friendEmail) })).toContainText('Invited');

  const body = await readMailInConsole(browser, friendEmail, 'invited you to CaseBridge', /sign-up\?grsf=/);
  const link = /\/sign-up\?\S+/.exec(body)![0];
  const friendPage = await (await browser.newContext()).newPage();
  await friendPage.goto(link);
  await signUp(
    friendPage,
    {
      type: 'Attorney',
      name: 'Fran',
      lastName: 'Friend',
      email: friendEmail,
      password: 'Friendly#2026',
      companyName: 'Friend Injury Law',
    },
    link.slice('/sign-up'.length),
  );

  await page.reload();
  await expect(counter).toHaveText(`${before + 1}/10 friends joined`);
  await expect(page.getByRole('row', { name: new RegExp(friendEmail) })).toContainText('Joined');
  await page.getByRole('button', { name: /User menu of/ }).click();
  await expect(page.getByRole('menuitem', { name: `Invite Friends ${before + 1}/10` })).toBeVisible();
});
