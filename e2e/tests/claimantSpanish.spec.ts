import { claimantText } from '@casebridge/domain';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { bearer } from '../support/api.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

// Issue 16: "The claimant switches to Spanish and sees their dashboard and case in Spanish." The language is
// stored on their profile, so a reload keeps it.

test.afterEach(async ({ request }) => {
  // The demo claimant reads English in the other tests.
  const headers = await bearer(request, account('claimant'));
  await request.put('/api/claimants/me/language', { headers, data: { language: 'en' } });
});

test('a claimant switches to Spanish and reads their dashboard and case in Spanish', async ({ page }) => {
  await signInToPortal(page, account('claimant'));
  await expectSignedInToPortal(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My cases' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const languages = page.getByRole('group', { name: 'Language' });
  await languages.getByRole('button', { name: 'Español' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Mis casos' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'Español' }),
  ).toHaveAttribute('aria-pressed', 'true');
  const first = page.getByRole('article').first();
  await expect(first.getByText(claimantText('es', 'claimant.case.nextStep').trim())).toBeVisible();
  await expect(first.getByRole('heading', { name: 'Proveedores que atienden su caso' })).toBeVisible();

  // Stored on the profile: a reload (a fresh app) keeps Spanish.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis casos' })).toBeVisible();

  // Their case, in Spanish, at /cases/{id}.
  const caseId = (await first.getAttribute('aria-labelledby'))!.replace(/^case-|-title$/g, '');
  await page.goto(`/claimant/cases/${caseId}`);
  await expect(page).toHaveURL(new RegExp(`/cases/${caseId}$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Caso / })).toBeVisible();
  await expect(page.getByRole('link', { name: '← Mis casos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Documentos compartidos con usted' })).toBeVisible();

  // Issue 40 item 18: the rest of their side too: the header, the cases list, the notifications, the footer
  // and My Account.
  await expect(page.getByRole('contentinfo')).toContainText('Todos los derechos reservados');
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Casos' }).click();
  await expect(page).toHaveURL(/\/cases$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis casos' })).toBeVisible();
  await page.getByRole('button', { name: /^Notificaciones/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(panel.getByRole('button', { name: 'No leídas' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/my-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sus datos' })).toBeVisible();
  await expect(page.getByText('Reclamante', { exact: true })).toBeVisible();
});
