import { expect, type Browser, type Page } from '@playwright/test';
import { MESSAGES } from '@casebridge/domain';
import { codeIn, readMailInConsole } from './outbox.ts';

export interface NewOwner {
  type: 'Attorney' | 'Health provider' | 'Facility';
  name: string;
  lastName: string;
  email: string;
  password: string;
  companyName: string;
}

/** Signs up through /sign-up (the query may carry grsf and email), as a new user does. */
export async function signUp(page: Page, owner: NewOwner, query = '') {
  await page.goto(`/sign-up${query}`);
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByRole('radio', { name: owner.type, exact: true }).check();
  await form.getByLabel(/^First name/).fill(owner.name);
  await form.getByLabel(/^Last name/).fill(owner.lastName);
  const email = form.getByLabel(/^E-mail/);
  if ((await email.inputValue()) !== owner.email) await email.fill(owner.email);
  await form.getByRole('textbox', { name: /^Password/ }).fill(owner.password);
  await form.getByLabel(/^How did you hear about us/).click();
  await page.getByRole('option').first().click();
  await form.getByLabel(/^Company name/).fill(owner.companyName);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(new RegExp(`/verify/${encodeURIComponent(owner.email)}$`));
}

/** Reads the code from the console's outbox and enters it: the user is signed in and picks a plan. */
export async function verifyEmail(page: Page, browser: Browser, owner: NewOwner) {
  const body = await readMailInConsole(browser, owner.email, 'Verify your CaseBridge account');
  await page.getByLabel(/^Verification code/).fill(codeIn(body));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  // A new account has not read the changelog: it is shown once, then marked read (issue 40 item 19).
  const changelog = page.getByRole('dialog', { name: new RegExp(MESSAGES.changelogTitle) });
  await changelog.getByRole('button', { name: MESSAGES.changelogGotIt }).click();
  await expect(changelog).toBeHidden();
}

/** Picks the first suggestion of the maps service for `query` in the activation form's address field. */
export async function pickAddress(page: Page, query: string, expected: RegExp) {
  const address = page.getByRole('combobox', { name: /^Address/ });
  await address.fill(query);
  const option = page.getByRole('option', { name: expected }).first();
  await option.click();
  await expect(address).toHaveValue(expected);
}

/** Opens the 'Activate your account' form of the Complete Your Account panel. */
export async function openActivation(page: Page) {
  const panel = page.getByRole('complementary', { name: 'Complete Your Account' });
  await panel.getByRole('button', { name: 'Complete', exact: true }).click();
  return page.getByRole('form', { name: 'Activate your account' });
}

/** Chooses `option` in the MUI select labelled `label`. */
export async function choose(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

export interface TestCard {
  number: string;
  expiration: string;
  securityCode: string;
}

/** On /subscription: picks `plan` ('Advanced' or 'Premium') in `billing`, then pays with `card`. */
export async function choosePaidPlan(
  page: Page,
  plan: string,
  billing: 'Monthly' | 'Annual',
  owner: NewOwner,
  card: TestCard,
) {
  await page.getByRole('group', { name: 'Billing' }).getByRole('button', { name: billing }).click();
  const cardOf = page.getByRole('article', { name: plan, exact: true });
  await cardOf.getByRole('button', { name: /^Start \d+-day free trial!$/ }).click();
  const form = page.getByRole('form', { name: 'Payment information' });
  await form.getByLabel(/^E-mail/).fill(owner.email);
  await form.getByLabel(/^Card number/).fill(card.number);
  await form.getByLabel(/^Expiration date/).fill(card.expiration);
  await form.getByLabel(/^Security code/).fill(card.securityCode);
  await form.getByLabel(/^ZIP/).fill('78701');
  await form.getByLabel(/^Name on card/).fill(`${owner.name} ${owner.lastName}`);
  await form.getByRole('button', { name: /^Start \d+-day free trial!$/ }).click();
  return form;
}
