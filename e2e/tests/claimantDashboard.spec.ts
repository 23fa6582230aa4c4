import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { bearer } from '../support/api.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

test('a claimant reads their own cases on their dashboard and opens one read-only', async ({
  page,
  request,
}) => {
  await page.goto('/sign-in');
  await signInToPortal(page, account('claimant'));
  await expectSignedInToPortal(page);
  await page.goto('/claimant/dashboard');
  await expect(page.getByRole('heading', { name: 'Your cases', level: 1 })).toBeVisible();
  const headers = await bearer(request, account('claimant'));
  const own = (await (await request.get('/api/cases?range=[0,99]', { headers })).json()) as {
    folio: string;
  }[];
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(own.length);
  for (const { folio } of own)
    await expect(page.getByRole('heading', { name: `Case ${folio}` })).toBeVisible();
  await expect(cards.first()).toContainText('Hartwell & Associates Law');
  await expect(cards.first()).toContainText('Next appointment');
  await expect(page.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
    'href',
    '/claimant/complete-profile',
  );

  const folio = own[0]!.folio;
  await page.getByRole('link', { name: `Open case ${folio}` }).click();
  await expect(page.getByRole('heading', { name: `Case ${folio}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change status' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit case' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Collaborators' })).toHaveCount(0);
});
