import { expect, type Browser } from '@playwright/test';
import { LIMITS } from '@casebridge/domain';
import { account } from './accounts.ts';
import { expectSignedInToConsole, signInToConsole } from './signIn.ts';

/**
 * Reads the newest e-mail sent to `to` with `subject` the way a person at CaseBridge would: in the console's
 * outbox, in a browser context of its own (the console's session must not replace the portal's).
 */
export async function readMailInConsole(
  browser: Browser,
  to: string,
  subject: string,
  /** Text the e-mail's body holds (by default a 6-digit code): it locates the body on the page. */
  bodyText: RegExp = /\d{6}/,
): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInToConsole(page, account('super-user'));
    await expectSignedInToConsole(page);
    await page.getByRole('menuitem', { name: 'Outbox' }).click();
    await page.getByPlaceholder('Search', { exact: true }).fill(to);
    // The search applies after a debounce, by rewriting the list's URL: a row clicked before that would open
    // the e-mail, then be taken back to the list when the filter lands.
    await expect(page).toHaveURL(/[?&]filter=/);
    const row = page.locator('tbody tr').filter({ hasText: to }).filter({ hasText: subject }).first();
    await row.click();
    const body = page.getByText(bodyText).first();
    await expect(body).toBeVisible();
    return (await body.textContent()) ?? '';
  } finally {
    await context.close();
  }
}

/** The one-time code of a verification or reset e-mail. */
export function codeIn(body: string): string {
  const code = new RegExp(`\\b\\d{${LIMITS.verificationCodeLength}}\\b`).exec(body)?.[0];
  if (!code) throw new Error(`no code in: ${body}`);
  return code;
}
