import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { REJECT_REFERRAL_DENIED, isCaseOpen } from '@casebridge/domain';
import type { CaseStatus } from '@casebridge/domain';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_ACCOUNTS, account } from '../support/accounts.ts';
import type { DemoAccount } from '../support/accounts.ts';
import { bearer } from '../support/api.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

const RIVERSIDE = 'Riverside Spine & Rehab';
const LAKEVIEW = 'Lakeview Imaging Center';

interface FirmCase {
  id: string;
  folio: string;
  claimantName: string;
}

const byEmail = (email: string): DemoAccount => {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`No demo account ${email}`);
  return found;
};

/** A page of its own (a browser context) signed in to the portal as `who`. */
async function signedIn(browser: Browser, who: Pick<DemoAccount, 'email' | 'password'>): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInToPortal(page, who);
  await expectSignedInToPortal(page);
  return page;
}

/** Whether `companyName` may still be offered the case (a validated company not working on it yet). */
async function offerable(
  request: APIRequestContext,
  headers: Record<string, string>,
  caseId: string,
  name: string,
) {
  const res = await request.get(
    `/api/cases/${caseId}/collaborator-candidates?q=${encodeURIComponent(name)}`,
    {
      headers,
    },
  );
  return ((await res.json()) as { companyId: string; name: string }[]).find((c) => c.name === name) ?? null;
}

/**
 * Open demo cases of the firm that each of `companies` may still be offered (not on it, no invite pending); new
 * cases of the firm make up for those the demo data runs out of (specs on the same server present cases too).
 */
async function unpresentedCases(
  request: APIRequestContext,
  count: number,
  companies: readonly string[],
): Promise<FirmCase[]> {
  const headers = await bearer(request, account('attorney-owner'));
  const cases = (await (await request.get('/api/cases?range=[0,99]', { headers })).json()) as (FirmCase & {
    status: CaseStatus;
    mergedIntoCaseId: string | null;
  })[];
  const found: FirmCase[] = [];
  for (const c of cases) {
    if (c.mergedIntoCaseId || !isCaseOpen(c.status)) continue;
    const referrals = (await (await request.get(`/api/cases/${c.id}/referrals`, { headers })).json()) as {
      status: string;
      toCompanyName: string;
    }[];
    if (referrals.some((r) => r.status === 'PENDING' && companies.includes(r.toCompanyName))) continue;
    const offers = await Promise.all(companies.map((name) => offerable(request, headers, c.id, name)));
    if (offers.every(Boolean)) found.push(c);
    if (found.length === count) return found;
  }
  while (found.length < count) {
    const created = await request.post('/api/cases', {
      headers,
      data: {
        claimantName: `Referral Example ${found.length + 1}`,
        claimantEmail: `referral.example.${Date.now()}.${found.length}@mail.test`,
        caseType: 'AUTO_ACCIDENT',
        accidentDate: '2026-06-01',
        accidentCity: 'Chicago',
        accidentState: 'IL',
        policeReport: 'YES',
        insuranceCarrier: 'GEICO',
        policyLimit: 50000,
        statuteOfLimitationsDate: '2028-06-01',
        description: 'Rear-end collision',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    found.push((await created.json()) as FirmCase);
  }
  return found;
}

/** Presents a case through the API (the UI path is the first test's). */
async function presentThroughApi(request: APIRequestContext, legalCase: FirmCase, companyName: string) {
  const headers = await bearer(request, account('attorney-owner'));
  const company = (await offerable(request, headers, legalCase.id, companyName))!;
  const res = await request.post('/api/referrals', {
    headers,
    data: {
      caseId: legalCase.id,
      recipients: [{ companyId: company.companyId }],
      treatmentNeeded: 'Imaging',
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }[])[0]!.id;
}

const unreadOf = async (request: APIRequestContext, who: DemoAccount) =>
  (
    (await (
      await request.get('/api/notifications/count/unread', { headers: await bearer(request, who) })
    ).json()) as {
      count: number;
    }
  ).count;

async function presentations(page: Page, legalCase: FirmCase) {
  await page.goto(`/cases/${legalCase.id}`);
  await page.getByRole('tab', { name: 'Presentations' }).click();
  return page.getByRole('table', { name: 'Presentations' });
}

test('the firm presents a case; the provider sees no claimant until it accepts; the firm is told', async ({
  page,
  browser,
  request,
}) => {
  const [legalCase] = await unpresentedCases(request, 1, [RIVERSIDE]);
  await signInToPortal(page, account('attorney-owner'));
  await expectSignedInToPortal(page);
  await page.goto(`/cases/${legalCase!.id}`);
  await page.getByRole('button', { name: 'Present case' }).click();
  const dialog = page.getByRole('dialog', { name: `Present case ${legalCase!.folio}` });
  await dialog.getByLabel('Search providers and facilities').fill('Riverside');
  await dialog.getByRole('button', { name: `Choose ${RIVERSIDE}` }).click();
  await dialog.getByLabel(/^Treatment needed/).fill('Lumbar spine evaluation');
  await dialog.getByRole('button', { name: 'Present case' }).click();
  await expect(page.getByText(`Case ${legalCase!.folio} presented to ${RIVERSIDE}`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Presentations' })).toContainText('Pending');
  const before = await unreadOf(request, account('attorney-owner'));

  const provider = await signedIn(browser, account('health-provider-owner'));
  await provider.goto('/case-invites');
  await provider.getByLabel('Search by folio or firm').fill(legalCase!.folio);
  await provider.getByRole('button', { name: 'Search' }).click();
  await provider.getByRole('link', { name: legalCase!.folio }).click();
  await expect(provider.getByRole('heading', { name: `Case invite ${legalCase!.folio}` })).toBeVisible();
  await expect(provider.getByText('Lumbar spine evaluation')).toBeVisible();
  await expect(provider.getByText(legalCase!.claimantName)).toHaveCount(0);
  await provider.getByRole('button', { name: 'Accept' }).click();
  await provider.getByRole('dialog').getByRole('button', { name: 'Accept case' }).click();
  await expect(provider.getByText(legalCase!.claimantName)).toBeVisible();
  await provider.getByRole('link', { name: `Open case ${legalCase!.folio}` }).click();
  await expect(provider.getByRole('heading', { name: `Case ${legalCase!.folio}` })).toBeVisible();
  await expect(provider.getByRole('tabpanel').getByText(legalCase!.claimantName)).toBeVisible();

  const after = await unreadOf(request, account('attorney-owner'));
  expect(after).toBeGreaterThan(before);
  const table = await presentations(page, legalCase!);
  // Newest first: an older presentation of the case to the same company may be listed below.
  await expect(table.getByRole('row', { name: new RegExp(RIVERSIDE) }).first()).toContainText('Accepted');
  await expect(
    page.getByRole('button', { name: `Notifications, ${after > 99 ? '+99' : after} unread` }),
  ).toBeVisible();
});

test('a facility owner assigns a professional; a plain member of a non-premium provider cannot reject', async ({
  browser,
}) => {
  const facility = await signedIn(browser, account('facility-owner'));
  await facility.goto('/case-invites');
  await facility.getByRole('table', { name: 'Case invites' }).getByRole('link').first().click();
  await expect(facility.getByRole('heading', { name: /^Case invite / })).toBeVisible();
  await facility.getByRole('button', { name: 'Assign professionals' }).click();
  const assign = facility.getByRole('dialog', { name: /^Assign case / });
  await assign.getByRole('checkbox').first().check();
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(facility.getByText(/Assigned to /)).toBeVisible();
  await expect(facility.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  const member = await signedIn(browser, byEmail('member@maplegrove-pt.test'));
  await member.goto('/case-invites');
  await member.getByRole('table', { name: 'Case invites' }).getByRole('link').first().click();
  await expect(member.getByRole('heading', { name: /^Case invite / })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await expect(member.getByText(REJECT_REFERRAL_DENIED)).toBeVisible();
  await expect(member.getByRole('button', { name: 'Accept' })).toBeEnabled();
});

// Moves the server's clock 7 days forward for the rest of the run: keep it the file's last test.
test('a rejection reaches the firm with its reason; an expired presentation is sent to another provider', async ({
  page,
  browser,
  request,
}) => {
  const [rejected, expiring] = await unpresentedCases(request, 2, [RIVERSIDE, LAKEVIEW]);
  const rejectedId = await presentThroughApi(request, rejected!, RIVERSIDE);
  await presentThroughApi(request, expiring!, RIVERSIDE);

  const provider = await signedIn(browser, account('health-provider-owner'));
  await provider.goto(`/case-invites/${rejectedId}`);
  await provider.getByRole('button', { name: 'Reject' }).click();
  const reject = provider.getByRole('dialog', { name: `Reject case ${rejected!.folio}` });
  await reject.getByRole('radio', { name: 'Other' }).check();
  await reject.getByRole('button', { name: 'Reject case' }).click();
  await expect(reject.getByText('The field is required')).toBeVisible();
  await reject.getByLabel(/^Tell the firm why/).fill('Fully booked until March');
  await reject.getByRole('button', { name: 'Reject case' }).click();
  await expect(provider.getByText(/Reason: Fully booked until March/)).toBeVisible();

  const staff = await bearer(request, account('super-user'));
  const moved = await request.post('/api/dev/clock', { headers: staff, data: { days: 7 } });
  expect(moved.status()).toBe(200);

  // Sessions age with the server's clock: the firm signs in after the move.
  await signInToPortal(page, account('attorney-owner'));
  await expectSignedInToPortal(page);
  const rejectedRows = await presentations(page, rejected!);
  await expect(rejectedRows).toContainText('Reason: Fully booked until March');
  const table = await presentations(page, expiring!);
  const row = table.getByRole('row', { name: new RegExp(RIVERSIDE) }).first();
  await expect(row).toContainText('Expired');
  await row.getByRole('button', { name: 'Send to another provider' }).click();
  const resend = page.getByRole('dialog', { name: `Send case ${expiring!.folio} to another provider` });
  await resend.getByLabel('Search providers and facilities').fill('Lakeview');
  await resend.getByRole('button', { name: `Send to ${LAKEVIEW}` }).click();
  await expect(page.getByText(`Case ${expiring!.folio} sent to ${LAKEVIEW}`)).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(LAKEVIEW) }).first()).toContainText('Pending');
});
