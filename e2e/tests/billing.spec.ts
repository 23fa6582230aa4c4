import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { isCaseOpen, isReductionActive } from '@casebridge/domain';
import type { CaseBilling, CaseStatus, ProviderBilling } from '@casebridge/domain';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import type { DemoAccount } from '../support/accounts.ts';
import { bearer } from '../support/api.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

const FIRM = 'Hartwell & Associates Law';

interface ProviderCase {
  id: string;
  folio: string;
  status: CaseStatus;
  attorneyCompanyName: string;
  mergedIntoCaseId: string | null;
}

/**
 * An open Hartwell case the demo provider works on with another provider, and no reduction under way or
 * accepted for the demo provider.
 */
async function caseToBill(request: APIRequestContext) {
  const headers = await bearer(request, account('health-provider-owner'));
  const firm = await bearer(request, account('attorney-owner'));
  const cases = (await (await request.get('/api/cases?range=[0,199]', { headers })).json()) as ProviderCase[];
  for (const c of cases) {
    if (c.attorneyCompanyName !== FIRM || c.mergedIntoCaseId || !isCaseOpen(c.status)) continue;
    const summary = (await (
      await request.get(`/api/cases/${c.id}/billing`, { headers })
    ).json()) as CaseBilling;
    const own = summary.providers[0];
    if (!own) continue;
    const billing = (await (
      await request.get(`/api/cases/${c.id}/billing/${own.id}`, { headers })
    ).json()) as ProviderBilling;
    const closedForReduction = billing.reductions.some(
      (r) => isReductionActive(r.status) || r.status === 'ACCEPTED',
    );
    if (!billing.can.addBill || closedForReduction) continue;
    const all = (await (
      await request.get(`/api/cases/${c.id}/billing`, { headers: firm })
    ).json()) as CaseBilling;
    const other = all.providers.find((p) => p.id !== own.id);
    if (other) return { legalCase: c, provider: own, other, headers };
  }
  throw new Error(`no open ${FIRM} case the demo provider can bill and negotiate beside another provider`);
}

async function signedIn(browser: Browser, who: DemoAccount): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInToPortal(page, who);
  await expectSignedInToPortal(page);
  return page;
}

/** The case page's Billing tab, then the provider's billing screen from its link. */
async function openBilling(page: Page, caseId: string, providerName: string) {
  await page.goto(`/cases/${caseId}`);
  await page.getByRole('tab', { name: 'Billing' }).click();
  await page
    .getByRole('table', { name: 'Billing by provider' })
    .getByRole('link', { name: providerName })
    .click();
  await expect(page.getByRole('heading', { name: `Billing of ${providerName}`, level: 1 })).toBeVisible();
}

async function addBill(
  page: Page,
  bill: { description: string; code?: string; amount: string; medPay?: string },
) {
  await page.getByRole('button', { name: 'Add bill' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a bill' });
  await dialog.getByLabel(/^Description/).fill(bill.description);
  if (bill.code) await dialog.getByLabel(/^Procedure code/).fill(bill.code);
  await dialog.getByLabel(/^Amount billed/).fill(bill.amount);
  if (bill.medPay) await dialog.getByLabel('MedPay').fill(bill.medPay);
  await dialog.getByRole('button', { name: 'Add bill' }).click();
  await expect(dialog).toBeHidden();
}

/** The newest notifications in the bell's panel contain `text`. */
async function expectNotified(page: Page, text: string, folio: string) {
  await page.getByRole('button', { name: /^Notifications/, includeHidden: true }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const item = panel
    .getByRole('list', { name: 'All notifications' })
    .getByRole('listitem')
    .filter({ hasText: text })
    .filter({ hasText: folio });
  await expect(item.first()).toBeVisible();
  await page.keyboard.press('Escape');
}

test('a provider bills a case and is paid; the firm asks a reduction, the provider counters, the firm accepts', async ({
  page,
  browser,
  request,
}) => {
  const { legalCase, provider, other, headers } = await caseToBill(request);
  const stamp = Date.now() % 100_000;
  const first = `Initial evaluation ${stamp}`;
  const second = `Physical therapy ${stamp}`;

  // The provider adds two bills and records a payment.
  await signInToPortal(page, account('health-provider-owner'));
  await expectSignedInToPortal(page);
  await openBilling(page, legalCase.id, provider.name);
  await expect(page.getByRole('link', { name: `← Case ${legalCase.folio}` })).toBeVisible();
  await addBill(page, { description: first, code: '99204', amount: '1,200', medPay: '200' });
  await addBill(page, { description: second, amount: '800' });
  const bills = page.getByRole('table', { name: 'Bills' });
  const firstRow = bills.getByRole('row').filter({ hasText: first });
  await expect(firstRow).toContainText('$1,200.00');
  await expect(firstRow).toContainText('Paid by MedPay $200.00');
  await expect(bills.getByRole('row').filter({ hasText: second })).toContainText('$800.00');

  await page.getByRole('button', { name: 'Record payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Record a payment' });
  await pay.getByRole('combobox', { name: /^Bill/ }).click();
  await page.getByRole('option', { name: new RegExp(first) }).click();
  await pay.getByLabel(/^Amount/).fill('5000');
  await pay.getByRole('combobox', { name: /^Payer/ }).click();
  await page.getByRole('option', { name: 'Patient' }).click();
  await pay.getByLabel(/^Check or reference/).fill(`CHK-${stamp}`);
  await pay.getByRole('button', { name: 'Record payment' }).click();
  // An overpayment is refused with the domain's message, before and at the API.
  await expect(
    pay.getByText('This payment ($5,000.00) is more than the bill’s balance ($1,000.00).'),
  ).toBeVisible();
  await pay.getByLabel(/^Amount/).fill('100');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(pay).toBeHidden();
  await expect(
    page
      .getByRole('table', { name: 'Payments' })
      .getByRole('row')
      .filter({ hasText: `CHK-${stamp}` }),
  ).toContainText('$100.00');
  await expect(firstRow).toContainText('$900.00');

  // The firm keeps a settlement breakdown among the case's files, shared with the firm only.
  const breakdownName = `breakdown-${stamp}.csv`;
  const uploaded = await request.post(`/api/cases/${legalCase.id}/files`, {
    headers: await bearer(request, account('attorney-owner')),
    multipart: {
      category: 'OTHER',
      sharedWith: 'FIRM',
      files: { name: breakdownName, mimeType: 'text/csv', buffer: Buffer.from('line,amount\ngross,90000\n') },
    },
  });
  expect(uploaded.status()).toBe(201);

  // The attorney owner asks for a reduction of half the balance, with the breakdown attached.
  const attorney = await signedIn(browser, account('attorney-owner'));
  await expectNotified(attorney, 'New bill', legalCase.folio);
  await openBilling(attorney, legalCase.id, provider.name);
  await expect(attorney.getByRole('table', { name: 'Bills' })).toContainText(first);
  await attorney.getByRole('button', { name: 'Request reduction' }).click();
  const ask = attorney.getByRole('dialog', { name: `Request a reduction from ${provider.name}` });
  await ask.getByRole('radio', { name: 'A percentage' }).check();
  await ask.getByLabel(/^Reduction percentage/).fill('50');
  await ask.getByLabel('Note').fill('The policy limit is low');
  await ask.getByRole('combobox', { name: /^Settlement breakdown/ }).click();
  await attorney.getByRole('option', { name: breakdownName }).click();
  await expect(ask.getByText(/Only the provider asked can open it/)).toBeVisible();
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(ask).toBeHidden();
  await expect(attorney.getByText('Awaiting provider')).toBeVisible();

  const asked = (await (
    await request.get(`/api/cases/${legalCase.id}/billing/${provider.id}`, { headers })
  ).json()) as ProviderBilling;
  const open = asked.reductions[0]!;
  expect(open.status).toBe('OPEN');
  // The provider asks for three quarters of the balance, in whole dollars.
  const counter = Math.ceil(
    (open.currentAmountCents + (open.balanceCents - open.currentAmountCents) / 2) / 100,
  );
  const counterText = `$${counter.toLocaleString('en-US')}.00`;

  // The provider counters.
  await expectNotified(page, 'Reduction: Offer', legalCase.folio);
  await page.reload();
  const history = page.getByRole('list', { name: 'History of the reduction' });
  await expect(history).toContainText('Offer');
  // The request shared the breakdown with the provider, who downloads it.
  await expect(page.getByText(`Settlement breakdown: ${breakdownName}`)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download the settlement breakdown ${breakdownName}` }).click();
  expect((await downloading).suggestedFilename()).toBe(breakdownName);
  await page.getByRole('button', { name: 'Counter' }).click();
  const counterDialog = page.getByRole('dialog', { name: 'Counteroffer' });
  await counterDialog.getByLabel(/^Counteroffer amount/).fill(String(counter));
  await counterDialog.getByRole('button', { name: 'Send counteroffer' }).click();
  await expect(counterDialog).toBeHidden();
  await expect(page.getByText('Awaiting attorney')).toBeVisible();
  await expect(history.getByRole('listitem').nth(1)).toContainText(`Counter 1 · ${counterText}`);

  // The attorney accepts the counteroffer after a confirmation.
  await expectNotified(attorney, 'Reduction: Counter 1', legalCase.folio);
  await attorney.reload();
  await attorney.getByRole('button', { name: 'Accept' }).click();
  await attorney
    .getByRole('dialog', { name: `Accept ${counterText}?` })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(attorney.getByText('Reduction accepted: the amount is locked')).toBeVisible();

  // The amount is locked, and both sides see the same history.
  for (const side of [attorney, page]) {
    if (side === page) await page.reload();
    await expect(side.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(side.getByText(new RegExp(`accepted amount \\${counterText} \\(locked`))).toBeVisible();
    const list = side.getByRole('list', { name: 'History of the reduction' }).getByRole('listitem');
    await expect(list).toHaveCount(3);
    await expect(list.nth(0)).toContainText('Offer');
    await expect(list.nth(1)).toContainText(`Counter 1 · ${counterText}`);
    await expect(list.nth(2)).toContainText(`Accepted · ${counterText}`);
    for (const name of ['Accept', 'Counter', 'Reject', 'Withdraw', 'Request reduction'])
      await expect(side.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expectNotified(page, 'Reduction: Accepted', legalCase.folio);
  const locked = (await (
    await request.get(`/api/cases/${legalCase.id}/billing/${provider.id}`, { headers })
  ).json()) as ProviderBilling;
  expect(locked.reductions[0]).toMatchObject({ status: 'ACCEPTED', acceptedAmountCents: counter * 100 });
  expect(locked.totals.reductionAccepted).toBe(true);

  // Another provider's billing on the same case is not the demo provider's to see (the API answers 404).
  await page.goto(`/cases/${legalCase.id}/billing/${other.id}`);
  await expect(page.getByText('This billing does not exist or you do not have access to it.')).toBeVisible();
});
