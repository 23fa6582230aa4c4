import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { isCaseOpen } from '@casebridge/domain';
import type { CaseStatus, FactoringCompany, FundingRequest } from '@casebridge/domain';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import type { DemoAccount } from '../support/accounts.ts';
import { bearer } from '../support/api.ts';
import {
  expectSignedInToConsole,
  expectSignedInToPortal,
  signInToConsole,
  signInToPortal,
} from '../support/signIn.ts';

const SUMMIT = 'Summit Lien Capital';

interface FirmCase {
  id: string;
  folio: string;
  accidentState: string;
  status: CaseStatus;
  mergedIntoCaseId: string | null;
}

async function signedIn(browser: Browser, who: Pick<DemoAccount, 'email' | 'password'>): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInToPortal(page, who);
  await expectSignedInToPortal(page);
  return page;
}

/** Summit's own record (what it takes) and an open Hartwell case in a state it serves. */
async function caseSummitTakes(request: APIRequestContext) {
  const lender = await bearer(request, account('factoring-company'));
  const [summit] = (await (
    await request.get('/api/factoring-companies', { headers: lender })
  ).json()) as FactoringCompany[];
  expect(summit?.name).toBe(SUMMIT);
  const member = await bearer(request, account('attorney-member'));
  const cases = (await (
    await request.get('/api/cases?range=[0,99]', { headers: member })
  ).json()) as FirmCase[];
  const legalCase = cases.find(
    (c) => !c.mergedIntoCaseId && isCaseOpen(c.status) && summit!.stateCodes.includes(c.accidentState),
  );
  if (!legalCase) throw new Error(`no open Hartwell case in a state ${SUMMIT} serves`);
  // An amount no other request has, inside Summit's limits.
  const amount = Math.min(summit!.maxRequestAmount, summit!.minRequestAmount + 1000 + (Date.now() % 997));
  return { summit: summit!, legalCase, amount };
}

test('a member requests funding, the owner sends it, the factoring company accepts it, the console agrees', async ({
  page,
  browser,
  request,
}) => {
  const { summit, legalCase, amount } = await caseSummitTakes(request);
  const type = summit.requestTypes.includes('ADVANCE') ? 'Advance' : 'Lien purchase';
  const money = `$${amount.toLocaleString('en-US')}.00`;

  // The attorney member asks.
  await signInToPortal(page, account('attorney-member'));
  await expectSignedInToPortal(page);
  await page.goto(`/cases/${legalCase.id}`);
  await page.getByRole('tab', { name: 'Funding' }).click();
  await page.getByRole('button', { name: 'Request funding' }).click();
  const dialog = page.getByRole('dialog', { name: `Request funding for case ${legalCase.folio}` });
  await dialog.getByRole('radio', { name: type }).check();
  await dialog.getByRole('radio', { name: 'For the client' }).check();
  await dialog.getByLabel(/^Amount/).fill(String(amount));
  await dialog.getByLabel('Note').fill('Rent and bills while treating');
  await dialog.getByRole('radio', { name: new RegExp(SUMMIT) }).check();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Funding requested: Under Review')).toBeVisible();
  const memberRow = page
    .getByRole('table', { name: 'Funding requests' })
    .getByRole('row')
    .filter({ hasText: money });
  await expect(memberRow).toContainText('Under Review');
  await expect(memberRow.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  const headers = await bearer(request, account('attorney-owner'));
  const created = (
    (await (
      await request.get(`/api/cases/${legalCase.id}/funding-requests`, { headers })
    ).json()) as FundingRequest[]
  ).find((r) => r.amount === amount)!;
  expect(created.status).toBe('OWNER_REVIEW');

  // The owner approves it for sending.
  const owner = await signedIn(browser, account('attorney-owner'));
  await owner.goto(`/cases/${legalCase.id}`);
  await owner.getByRole('tab', { name: 'Funding' }).click();
  const ownerRow = owner
    .getByRole('table', { name: 'Funding requests' })
    .getByRole('row')
    .filter({ hasText: money });
  await ownerRow.getByRole('button', { name: 'Approve' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Approve and send' }).click();
  await expect(ownerRow).toContainText('Pending');

  // The factoring company lands on its funding applications and accepts it.
  const lender = await signedIn(browser, account('factoring-company'));
  await expect(lender).toHaveURL(/\/funding-requests$/);
  await expect(lender.getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true');
  await lender.getByRole('link', { name: new RegExp(`, \\${money}$`) }).click();
  await expect(lender).toHaveURL(new RegExp(`/funding-request-details/${created.id}$`));
  await expect(lender.getByText('Rent and bills while treating')).toBeVisible();
  // The case's facts to underwrite, which the factoring company cannot open otherwise.
  await expect(lender.getByText(legalCase.folio)).toBeVisible();
  await expect(lender.getByText('Hartwell & Associates Law')).toBeVisible();
  await lender.getByRole('button', { name: 'Accept' }).click();
  await lender.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(lender.getByText('Funding request accepted')).toBeVisible();
  await expect(lender.getByRole('list', { name: 'History of the request' })).toContainText('Accepted');

  // The console's funding oversight shows the same status.
  const staff = await (await browser.newContext()).newPage();
  await signInToConsole(staff, account('super-user'));
  await expectSignedInToConsole(staff);
  await staff.goto(`/admin/funding-requests/${created.id}/show`);
  await expect(staff.getByText('Accepted', { exact: true })).toBeVisible();
});
