import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { bearer } from '../support/api.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

async function openCase(page: Page, role: string, caseId: string) {
  await signInToPortal(page, account(role));
  await expectSignedInToPortal(page);
  await page.goto(`/cases/${caseId}`);
  await expect(page.getByRole('heading', { name: /^Case CB-/ })).toBeVisible();
}

/** A case the demo provider works on where it may ask (no request of its own open). */
async function askableCase(request: APIRequestContext): Promise<string> {
  const headers = await bearer(request, account('health-provider-owner'));
  const cases = (await (await request.get('/api/cases?range=[0,99]', { headers })).json()) as {
    id: string;
  }[];
  for (const c of cases) {
    const { ask } = (await (await request.get(`/api/cases/${c.id}/status-requests`, { headers })).json()) as {
      ask: string;
    };
    if (ask === 'ALLOWED') return c.id;
  }
  throw new Error('no case where the provider may ask');
}

test('a Premium provider asks the firm for a status update; the firm answers and the request closes', async ({
  browser,
  page,
  request,
}) => {
  const caseId = await askableCase(request);
  await openCase(page, 'health-provider-owner', caseId);
  await page.getByRole('button', { name: 'Request a status update' }).click();
  const ask = page.getByRole('dialog', { name: /^Ask .* for an update$/ });
  await ask.getByLabel('Message (optional)').fill('Planning the next treatment block');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(ask).toBeHidden();
  await page.getByRole('tab', { name: 'Status requests' }).click();
  const mine = page.getByRole('list', { name: 'Status requests' }).getByRole('listitem').first();
  await expect(mine).toContainText('Open');
  await expect(mine).toContainText('Planning the next treatment block');
  await expect(page.getByRole('button', { name: 'Request a status update' })).toHaveCount(0);

  const firmPage = await (await browser.newContext()).newPage();
  await openCase(firmPage, 'attorney-owner', caseId);
  await expect(firmPage.getByText(/^1 open status request from Riverside Spine/)).toBeVisible();
  await firmPage.getByRole('button', { name: 'Answer' }).click();
  const open = firmPage.getByRole('list', { name: 'Status requests' }).getByRole('listitem').first();
  await open.getByRole('button', { name: 'Answer' }).click();
  const answer = firmPage.getByRole('dialog', { name: /^Answer Riverside Spine/ });
  await answer.getByRole('button', { name: 'Send update' }).click();
  await expect(answer.getByText('The field is required')).toBeVisible();
  await answer.getByLabel(/^Status update/).fill('The demand goes out on Friday');
  await answer.getByRole('combobox', { name: 'Case status' }).click();
  const move = firmPage.getByRole('option', { name: /^Move to / }).first();
  const label = (await move.innerText()).replace('Move to ', '');
  await move.click();
  await answer.getByRole('button', { name: 'Send update' }).click();
  await expect(answer).toBeHidden();
  await expect(open).toContainText('Answered');
  await expect(firmPage.getByText(/open status request/)).toHaveCount(0);
  await expect(firmPage.getByRole('heading', { name: /^Case CB-/ }).locator('..')).toContainText(label);

  await page.reload();
  await page.getByRole('tab', { name: 'Status requests' }).click();
  await expect(mine).toContainText('Answered');
  await expect(mine).toContainText('The demand goes out on Friday');
  const headers = await bearer(request, account('health-provider-owner'));
  const notes = (await (await request.get('/api/notifications?page=0', { headers })).json()) as {
    content: { action: string }[];
  };
  expect(notes.content.some((n) => n.action === 'UPDATE_CASE_STATUS')).toBe(true);
});
