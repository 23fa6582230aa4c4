import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

test('the firm owner’s dashboard counts what the case list it links to shows', async ({ page }) => {
  await signInToPortal(page, account('attorney-owner'));
  await expectSignedInToPortal(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const byStatus = page.getByRole('region', { name: 'Cases by status' });
  await expect(byStatus.getByRole('link').first()).toBeVisible();
  // The status with the most cases: its card's number, then the list the card opens.
  const cards = await byStatus.getByRole('link').all();
  let best = { count: -1, index: 0 };
  for (const [index, card] of cards.entries()) {
    const count = Number(await card.getByTestId('figure-value').innerText());
    if (count > best.count) best = { count, index };
  }
  expect(best.count).toBeGreaterThan(0);
  await cards[best.index]!.click();
  await expect(page).toHaveURL(/\/cases\?.*status=[A-Z_]+/);
  await expect(page.getByText(new RegExp(`of ${best.count}$`))).toBeVisible();
});

test('the firm’s plain support member cannot open the dashboard', async ({ page }) => {
  await signInToPortal(page, account('support'));
  await expectSignedInToPortal(page);
  await page.goto('/dashboard');
  await expect(page).not.toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toHaveCount(0);
});

test('the provider owner’s new invites figure counts the pending invites it links to', async ({ page }) => {
  await signInToPortal(page, account('health-provider-owner'));
  await expectSignedInToPortal(page);
  await page.goto('/dashboard');
  const card = page
    .getByRole('region', { name: 'Your work' })
    .getByRole('link', { name: /New case invites/ });
  const count = Number(await card.getByTestId('figure-value').innerText());
  expect(count).toBeGreaterThan(0);
  await card.click();
  await expect(page).toHaveURL(/\/case-invites/);
  await expect(page.getByText(new RegExp(`of ${count}$`))).toBeVisible();
});
