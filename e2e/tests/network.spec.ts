import { LIMITS, MESSAGES } from '@casebridge/domain';
import type { IntroCount, NetworkContact } from '@casebridge/domain';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { bearer } from '../support/api.ts';
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

/** Section 8's sentence, word for word (SPEC.md, messages.txt). */
const INTRO_LIMIT_SENTENCE =
  'Oops! Looks like you have reached your limit of Intros for this month. Please wait for the next month to start so you can Make Intros again.';

test('a firm’s user opens a provider’s profile from My Network with its trust signals; the 16th intro shows the limit', async ({
  page,
  request,
}) => {
  // Another sender than the first test's, so that its intro stays possible on a retry.
  const sender = account('attorney-admin');
  const headers = await bearer(request, sender);
  const network = await request.get('/api/network?q=Riverside Spine', { headers });
  const [riverside] = (await network.json()) as NetworkContact[];
  const count = async () =>
    ((await (await request.get('/api/intros/count', { headers })).json()) as IntroCount).count;
  for (let sent = await count(); sent < LIMITS.introsPerMonth; sent++) {
    const res = await request.post('/api/intros', {
      headers,
      multipart: { receiver: riverside!.id, introduction: `Intro ${sent + 1} of the month` },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  expect(await count()).toBe(LIMITS.introsPerMonth);

  await signInToPortal(page, sender);
  await expectSignedInToPortal(page);
  await page.goto('/my-network');
  await page.getByRole('textbox', { name: 'Search your network' }).fill('Riverside Spine');
  const row = page.getByRole('row', { name: /Riverside Spine & Rehab/ });
  await expect(row.getByRole('button', { name: 'Present case' })).toBeVisible();
  await row.getByRole('link', { name: 'Open the profile of Riverside Spine & Rehab' }).click();
  await expect(page.getByRole('heading', { name: 'Riverside Spine & Rehab', level: 1 })).toBeVisible();
  const cases = page.getByRole('region', { name: 'Cases worked on' });
  await expect(cases).toContainText(/\d+ cases/);
  await cases.getByRole('button', { name: 'How is this computed?' }).click();
  const how = page.getByRole('dialog', { name: 'How “Cases worked on” is computed' });
  await expect(how).toContainText('case invites');
  await page.keyboard.press('Escape');
  await expect(how).toBeHidden();

  await page
    .getByRole('complementary', { name: 'Actions' })
    .getByRole('button', { name: 'Make Intro' })
    .click();
  const dialog = page.getByRole('dialog', { name: /Make Intro/ });
  await expect(dialog.getByText(INTRO_LIMIT_SENTENCE, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send intro' })).toHaveCount(0);
});
