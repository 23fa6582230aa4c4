import {
  CASE_STATUS_LABELS,
  CASE_TRANSITIONS,
  TASK_TEMPLATE_ROLE_LABELS,
  isCaseOpen,
} from '@casebridge/domain';
import type { CaseStatus } from '@casebridge/domain';
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

test('a firm’s task template: a case entering the status gets the template’s task for its responsible attorney', async ({
  page,
  request,
}) => {
  const headers = await bearer(request, account('attorney-owner'));
  // A case further down the list than the ones other tests change.
  const cases = (await (await request.get('/api/cases?range=[10,29]', { headers })).json()) as {
    id: string;
    folio: string;
    status: CaseStatus;
    attorneyUserId: string;
    mergedIntoCaseId: string | null;
  }[];
  const legalCase = cases.find((c) => !c.mergedIntoCaseId && isCaseOpen(c.status));
  if (!legalCase) throw new Error('no open case of the demo firm past its first ten');
  const target = CASE_TRANSITIONS[legalCase.status].find((s) => isCaseOpen(s))!;
  const title = `Ask for the new medical records ${Date.now()}`;

  await signInToPortal(page, account('attorney-owner'));
  await expectSignedInToPortal(page);
  await page.goto('/tasks');
  await page.getByRole('tab', { name: 'Templates' }).click();
  await page.getByRole('button', { name: 'New template' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task template' });
  await dialog.getByRole('combobox', { name: 'When a case enters' }).click();
  await page.getByRole('option', { name: CASE_STATUS_LABELS[target], exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Task title' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Medical' }).click();
  await dialog.getByLabel(/^Due after \(days\)/).fill('3');
  await expect(dialog.getByRole('combobox', { name: 'Assign to' })).toHaveText(
    TASK_TEMPLATE_ROLE_LABELS.RESPONSIBLE_ATTORNEY,
  );
  await dialog.getByRole('button', { name: 'Create template' }).click();
  await expect(dialog).toBeHidden();
  const section = page.getByRole('region', { name: `When a case enters ${CASE_STATUS_LABELS[target]}` });
  await expect(section).toContainText(title);
  await expect(section).toContainText('due 3 days later');

  await page.goto(`/cases/${legalCase.id}`);
  await page.getByRole('button', { name: 'Change status' }).click();
  const change = page.getByRole('dialog', { name: /Change the status/ });
  await change.getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: CASE_STATUS_LABELS[target], exact: true }).click();
  await change.getByRole('button', { name: 'Save status' }).click();
  await expect(change).toBeHidden();
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByRole('list', { name: 'Activity' })).toContainText(title);

  const tasks = (await (
    await request.get(`/api/tasks?filter=${encodeURIComponent(JSON.stringify({ caseId: legalCase.id }))}`, {
      headers,
    })
  ).json()) as { title: string; assigneeId: string; dueDate: string; status: string }[];
  const created = tasks.find((t) => t.title === title);
  expect(created).toMatchObject({ assigneeId: legalCase.attorneyUserId, status: 'PENDING' });
});
