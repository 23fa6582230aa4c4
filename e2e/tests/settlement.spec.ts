import type { APIRequestContext, Page } from '@playwright/test';
import { MESSAGES, format } from '@casebridge/domain';
import type { LegalCaseView, LoginResponse, ProviderBilling } from '@casebridge/domain';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

/** The example: gross 90,000, fee 33⅓ %, costs 2,000, payoff 4,000, bills 9,000 + 3,000 + 24,000. */
const PROVIDERS = [
  { role: 'health-provider-owner', billCents: 900_000, description: 'Spinal adjustment series' },
  { role: 'facility-owner', billCents: 300_000, description: 'Lumbar MRI' },
  { role: 'provider-member', billCents: 2_400_000, description: 'Physical therapy, 12 weeks' },
] as const;

interface Party {
  headers: Record<string, string>;
  companyId: string;
  companyName: string;
}

async function signInApi(request: APIRequestContext, role: string): Promise<Party> {
  const { email, password } = account(role);
  const res = await request.post('/api/users/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as LoginResponse;
  return {
    headers: { authorization: `Bearer ${body.token}` },
    companyId: body.company!.id,
    companyName: body.company!.name,
  };
}

/** A fresh case of the firm with the three providers on it, each with one bill (nothing paid, no reduction). */
async function caseWithThreeProviders(request: APIRequestContext) {
  const firm = await signInApi(request, 'attorney-owner');
  const created = await request.post('/api/cases', {
    headers: firm.headers,
    data: {
      claimantName: 'Settlement Example',
      claimantEmail: 'settlement.example@mail.test',
      caseType: 'AUTO_ACCIDENT',
      accidentDate: '2026-03-02',
      accidentCity: 'Austin',
      accidentState: 'TX',
      policeReport: 'YES',
      insuranceCarrier: 'GEICO',
      policyLimit: 100000,
      statuteOfLimitationsDate: '2028-03-02',
      description: 'Rear-end collision; settled for 90,000',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const legalCase = (await created.json()) as LegalCaseView;
  const providers: Party[] = [];
  for (const p of PROVIDERS) {
    const provider = await signInApi(request, p.role);
    const added = await request.post(`/api/cases/${legalCase.id}/collaborators`, {
      headers: firm.headers,
      data: { companyId: provider.companyId },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const bill = await request.post(`/api/cases/${legalCase.id}/billing/${provider.companyId}/bills`, {
      headers: provider.headers,
      data: { serviceDate: '2026-04-01', description: p.description, amountCents: p.billCents },
    });
    expect(bill.status(), await bill.text()).toBe(201);
    providers.push(provider);
  }
  return { legalCase, providers };
}

/** The provider accepts the reduction the firm sent it (the provider's own call). */
async function accept(request: APIRequestContext, caseId: string, provider: Party) {
  const billingPath = `/api/cases/${caseId}/billing/${provider.companyId}`;
  const billing = (await (
    await request.get(billingPath, { headers: provider.headers })
  ).json()) as ProviderBilling;
  const open = billing.reductions.find((r) => r.status === 'OPEN');
  expect(open, `${provider.companyName} has an open reduction request`).toBeTruthy();
  const res = await request.put(`${billingPath}/reductions/${open!.id}`, {
    headers: provider.headers,
    data: { action: 'ACCEPT' },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Opens the case's Settlement tab afresh (the statement is read when the tab opens). */
async function openSettlement(page: Page, caseId: string) {
  await page.goto(`/cases/${caseId}`);
  await page.getByRole('tab', { name: 'Settlement' }).click();
  await expect(page.getByRole('heading', { name: 'Settlement statement' })).toBeVisible();
}

const netRow = (page: Page) =>
  page.getByRole('table', { name: 'Distribution' }).getByRole('row').filter({ hasText: 'Net to the client' });

test('the attorney builds the settlement statement, sends the pro-rata reductions and finalizes once all are accepted', async ({
  page,
  request,
}) => {
  const { legalCase, providers } = await caseWithThreeProviders(request);
  const [first, second, third] = providers as [Party, Party, Party];

  await signInToPortal(page, account('attorney-owner'));
  await expectSignedInToPortal(page);
  await openSettlement(page, legalCase.id);
  await expect(page.getByText(MESSAGES.settlementNoGross).first()).toBeVisible();

  // The figures, in dollars; the fee is 33⅓ % of the gross unless changed.
  await expect(page.getByRole('textbox', { name: /Attorney fee/ })).toHaveValue('33⅓');
  await page.getByRole('spinbutton', { name: /Gross recovery/ }).fill('90000');
  await page.getByRole('spinbutton', { name: /Case costs/ }).fill('2000');
  await page.getByRole('spinbutton', { name: /Funding payoff/ }).fill('4000');
  await page.getByRole('button', { name: 'Save figures' }).click();
  await expect(page.getByText('Settlement figures saved')).toBeVisible();

  // No reductions assumed: 90,000 − 30,000 − 2,000 − 4,000 − 36,000.
  const lines = page.getByRole('table', { name: 'Providers' });
  await expect(lines.getByRole('row')).toHaveCount(5);
  await expect(lines.getByRole('row').filter({ hasText: first.companyName })).toContainText('Open');
  await expect(lines.getByRole('link', { name: first.companyName })).toHaveAttribute(
    'href',
    `/cases/${legalCase.id}/billing/${first.companyId}`,
  );
  await expect(page.getByRole('table', { name: 'Distribution' })).toContainText('−$30,000.00');
  await expect(netRow(page)).toContainText('$18,000.00');

  // The pro-rata suggestion caps the providers at 30,000: 7,500, 2,500, 20,000, a net of 24,000.
  const suggestion = page.getByRole('table', { name: 'Pro-rata suggestion' });
  await expect(suggestion.getByRole('row').filter({ hasText: first.companyName })).toContainText('$7,500.00');
  await expect(suggestion.getByRole('row').filter({ hasText: second.companyName })).toContainText(
    '$2,500.00',
  );
  await expect(suggestion.getByRole('row').filter({ hasText: third.companyName })).toContainText(
    '$20,000.00',
  );
  const finalize = page.getByRole('button', { name: 'Finalize' });
  await expect(finalize).toBeDisabled();

  await page.getByRole('button', { name: 'Send reduction requests' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send reduction requests?' });
  await expect(dialog.getByRole('listitem')).toHaveCount(3);
  await dialog.getByRole('textbox', { name: /Note/ }).fill('Policy limits: a pro-rata share for everyone.');
  await dialog.getByRole('button', { name: 'Send 3 requests' }).click();
  await expect(page.getByText('Reduction requests sent to 3 providers.')).toBeVisible();
  await expect(lines.getByRole('row').filter({ hasText: first.companyName })).toContainText(
    'Awaiting provider',
  );

  // The first provider accepts: its line is reduced, the net grows; the others still hold Finalize.
  await accept(request, legalCase.id, first);
  await openSettlement(page, legalCase.id);
  await expect(lines.getByRole('row').filter({ hasText: first.companyName })).toContainText('$1,500.00');
  await expect(netRow(page)).toContainText('$19,500.00');
  await expect(finalize).toBeDisabled();
  const waiting = [second, third].map((p) =>
    format(MESSAGES.settlementLineNotAccepted, { provider: p.companyName }),
  );
  await expect(page.getByText(new RegExp(waiting.map(escape).join('|')))).toBeVisible();

  await accept(request, legalCase.id, second);
  await openSettlement(page, legalCase.id);
  await expect(netRow(page)).toContainText('$20,000.00');
  await expect(finalize).toBeDisabled();
  await expect(page.getByText(waiting[1]!)).toBeVisible();

  await accept(request, legalCase.id, third);
  await openSettlement(page, legalCase.id);
  await expect(netRow(page)).toContainText('$24,000.00');
  await expect(finalize).toBeEnabled();
  await finalize.click();
  const confirm = page.getByRole('dialog', { name: 'Finalize the settlement statement?' });
  await confirm.getByRole('button', { name: 'Finalize' }).click();
  await expect(page.getByText(/^Finalized by /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finalize' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save figures' })).toHaveCount(0);

  for (const [button, extension] of [
    ['Download PDF', /\.pdf$/],
    ['Download .xlsx', /\.xlsx$/],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    expect((await download).suggestedFilename()).toMatch(extension);
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
