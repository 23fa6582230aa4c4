import { expect, test } from '../support/fixtures.ts';
import { MESSAGES } from '@casebridge/domain';
import { DEMO_ACCOUNTS } from '../support/accounts.ts';
import {
  expectSignedInToConsole,
  expectSignedInToPortal,
  signInToConsole,
  signInToPortal,
} from '../support/signIn.ts';

// Every row of the README's demo-account table signs in where it says, and is refused by the other app.
for (const account of DEMO_ACCOUNTS) {
  test(`${account.role} signs in to the ${account.app} and is refused elsewhere`, async ({ browser }) => {
    const home = await browser.newContext();
    const homePage = await home.newPage();
    const elsewhere = await browser.newContext();
    const elsewherePage = await elsewhere.newPage();
    if (account.app === 'admin') {
      await signInToConsole(homePage, account);
      await expectSignedInToConsole(homePage);
      await signInToPortal(elsewherePage, account);
      await expect(elsewherePage.getByRole('alert')).toContainText(MESSAGES.portalOnly);
      await expect(elsewherePage).toHaveURL(/\/sign-in/);
    } else {
      await signInToPortal(homePage, account);
      await expectSignedInToPortal(homePage);
      await signInToConsole(elsewherePage, account);
      await expect(elsewherePage.getByRole('alert')).toContainText(MESSAGES.internalOnly);
      await expect(elsewherePage).toHaveURL(/\/admin\/login/);
    }
    await home.close();
    await elsewhere.close();
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
