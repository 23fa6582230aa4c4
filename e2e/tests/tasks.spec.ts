import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { bearer } from '../support/api.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

test('the firm’s owner gives a case task to the admin, who finds it in My tasks and marks it done; the owner is told', async ({
  browser,
  page,
  request,
}) => {
  const ownerHeaders = await bearer(request, account('attorney-owner'));
  const adminHeaders = await bearer(request, account('attorney-admin'));
  const admin = (
    (await (await request.get('/api/account', { headers: adminHeaders })).json()) as {
      user: { name: string; lastName: string };
    }
  ).user;
  const [legalCase] = (await (
    await request.get('/api/cases?range=[0,0]', { headers: ownerHeaders })
  ).json()) as {
    folio: string;
  }[];
  const title = `Send the records request ${Date.now()}`;
  const today = new Date().toISOString().slice(0, 10);

  await signInToPortal(page, account('attorney-owner'));
  await expectSignedInToPortal(page);
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { name: 'Tasks' })).toBeVisible();
  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Legal' }).click();
  await dialog.getByRole('combobox', { name: 'Assignee' }).click();
  await page.getByRole('option', { name: `${admin.name} ${admin.lastName}` }).click();
  await dialog.getByLabel(/^Due date/).fill(today);
  await dialog.getByRole('combobox', { name: 'Case (optional)' }).fill(legalCase!.folio);
  await page.getByRole('option', { name: new RegExp(`^${legalCase!.folio}`) }).click();
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: 'Company tasks' }).click();
  await page.getByRole('combobox', { name: 'Due' }).click();
  await page.getByRole('option', { name: 'Due today' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText(legalCase!.folio);

  const adminPage = await (await browser.newContext()).newPage();
  await signInToPortal(adminPage, account('attorney-admin'));
  await expectSignedInToPortal(adminPage);
  await adminPage.goto('/tasks');
  await adminPage.getByRole('combobox', { name: 'Category' }).click();
  await adminPage.getByRole('option', { name: 'Legal' }).click();
  await adminPage.getByRole('combobox', { name: 'Due' }).click();
  await adminPage.getByRole('option', { name: 'Due today' }).click();
  const row = adminPage.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Today');
  await expect(row).toContainText('To do');
  await row.getByRole('button', { name: `Mark done: ${title}` }).click();
  await expect(row).toContainText('Done');

  const notes = (await (
    await request.get('/api/notifications?page=0', { headers: ownerHeaders })
  ).json()) as {
    content: { section: string; action: string; description: string }[];
  };
  expect(
    notes.content.some(
      (n) => n.section === 'TASK' && n.action === 'COMPLETE' && n.description.includes(title),
    ),
  ).toBe(true);
});
