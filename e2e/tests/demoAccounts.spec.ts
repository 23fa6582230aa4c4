import type { Browser } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { MESSAGES } from '@casebridge/domain';
import { DEMO_ACCOUNTS } from '../support/accounts.ts';
import {
  expectSignedInToConsole,
  expectSignedInToPortal,
  signInToConsole,
  signInToPortal,
} from '../support/signIn.ts';

// Every row of the README's demo-account table signs in where it says. The other app's refusal depends only on
// whether the user is staff, so the first account of each app also checks it (it kept CI time in bounds).
const checksRefusal = (account: (typeof DEMO_ACCOUNTS)[number]) =>
  DEMO_ACCOUNTS.find((a) => a.app === account.app) === account;

/** The other app refuses the account, with its message, and stays on its sign-in page. */
async function expectRefusedElsewhere(browser: Browser, account: (typeof DEMO_ACCOUNTS)[number]) {
  const elsewhere = await browser.newContext();
  const page = await elsewhere.newPage();
  if (account.app === 'admin') {
    await signInToPortal(page, account);
    await expect(page.getByRole('alert')).toContainText(MESSAGES.portalOnly);
    await expect(page).toHaveURL(/\/sign-in/);
  } else {
    await signInToConsole(page, account);
    await expect(page.getByRole('alert')).toContainText(MESSAGES.internalOnly);
    await expect(page).toHaveURL(/\/admin\/login/);
  }
  await elsewhere.close();
}

for (const account of DEMO_ACCOUNTS) {
  const title = checksRefusal(account) ? 'and is refused elsewhere' : '';
  test(`${account.role} signs in to the ${account.app} ${title}`.trim(), async ({ browser }) => {
    const home = await browser.newContext();
    const page = await home.newPage();
    if (account.app === 'admin') {
      await signInToConsole(page, account);
      await expectSignedInToConsole(page);
    } else {
      await signInToPortal(page, account);
      await expectSignedInToPortal(page);
    }
    await home.close();
    if (checksRefusal(account)) await expectRefusedElsewhere(browser, account);
  });
}

test('a wrong password gets a clear error in both apps', async ({ page }) => {
  const [staff, owner] = [
    DEMO_ACCOUNTS.find((a) => a.app === 'admin')!,
    DEMO_ACCOUNTS.find((a) => a.app === 'portal')!,
  ];
  await signInToConsole(page, { email: staff.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toContainText(MESSAGES.invalidCredentials);
  await signInToPortal(page, { email: owner.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toContainText(MESSAGES.invalidCredentials);
  await expect(page).toHaveURL(/\/sign-in/);
});
