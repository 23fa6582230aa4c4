import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASE_STATUSES,
  MESSAGES,
  REDUCTION_NEGOTIATION_STATUSES,
  REPORT_CATALOG,
  format,
} from '@casebridge/domain';
import type { ReportPreview } from '@casebridge/domain';
import { bearer, binaryBody, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
let staff: Record<string, string>;
beforeAll(async () => {
  api = await startTestApi();
  staff = bearer(await api.tokenFor(demoAccount((a) => a.role === 'user').email));
});
afterAll(() => api.close());

const FROM = '2026-01-01';
const TO = '2026-09-30';
const within = (iso: string) => iso.slice(0, 10) >= FROM && iso.slice(0, 10) <= TO;
const all = <C extends Parameters<TestApi['server']['store']['collection']>[0]>(name: C) => [
  ...api.server.store.collection(name).all(),
];

/** How many data rows each report must hold for FROM..TO, computed from the store directly. */
function expectedRows(key: string): number {
  switch (key) {
    case 'users':
      return all('users').filter((u) => within(u.createdAt)).length;
    case 'cases':
      return all('cases').filter((c) => within(c.createdDate)).length;
    case 'invites':
    case 'presented':
      return all('referrals').filter((r) => within(r.createdAt)).length;
    case 'funding-requests':
      return all('fundingRequests').filter((r) => within(r.createdAt)).length;
    case 'tasks':
      return all('tasks').filter((t) => within(t.createdAt) && ['LEGAL', 'MEDICAL'].includes(t.category))
        .length;
    case 'reductions':
      return all('reductions').filter((r) => within(r.createdAt)).length;
    case 'case-statuses':
      return CASE_STATUSES.length;
    case 'billing':
      return all('bills').filter((b) => b.voidedAt === null && within(b.serviceDate)).length;
    case 'incoming-payments':
      return all('payments').filter((p) => within(p.date)).length;
    case 'reduction-status-counts':
      return REDUCTION_NEGOTIATION_STATUSES.length;
    case 'case-velocity':
      return new Set(
        all('cases')
          .filter((c) => ['SETTLED', 'CLOSED'].includes(c.status) && within(c.createdDate))
          .map((c) => c.attorneyUserId),
      ).size;
    default:
      throw new Error(key);
  }
}

async function download(path: string) {
  const res = await api.http.get(`/api${path}`).set(staff).buffer(true).parse(binaryBody);
  expect(res.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.body as ArrayBuffer);
  return { res, sheet: workbook.worksheets[0]! };
}

describe('report downloads', () => {
  for (const info of REPORT_CATALOG) {
    it(`${info.title}: a workbook whose rows match the data`, async () => {
      const categories = info.key === 'tasks' ? '&categories=LEGAL,MEDICAL' : '';
      const { res, sheet } = await download(`${info.path}?from=${FROM}&to=${TO}${categories}`);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`attachment; filename="${info.key}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"`),
      );
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.getRow(1).font?.bold).toBe(true);
      expect(expectedRows(info.key)).toBeGreaterThan(0);
      expect(sheet.rowCount - 1).toBe(expectedRows(info.key));
      const preview = await api.http
        .get(`/api${info.path}?format=json&from=${FROM}&to=${TO}${categories}`)
        .set(staff);
      const body = preview.body as ReportPreview;
      expect(body.total).toBe(expectedRows(info.key));
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(body.columns.map((c) => c.header));
    });
  }

  it('types its cells: dates as dates and money as currency', async () => {
    const { sheet } = await download('/reports/funding-requests');
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = sheet.getRow(2);
    const amount = row.getCell(headers.indexOf('Amount') + 1);
    expect(typeof amount.value).toBe('number');
    expect(amount.numFmt).toContain('$');
    expect(row.getCell(headers.indexOf('Created') + 1).value).toBeInstanceOf(Date);
    const first = all('fundingRequests')[0]!;
    const created = sheet
      .getColumn(headers.indexOf('Created') + 1)
      .values.filter((v) => v instanceof Date) as Date[];
    expect(created.some((d) => d.toISOString() === first.createdAt)).toBe(true);
  });

  it('limits the average velocity to one attorney and 404s an unknown one', async () => {
    const settled = all('cases').find((c) => c.status === 'SETTLED' || c.status === 'CLOSED')!;
    const one = await api.http
      .get(`/api/cases/velocity/average/report?format=json&userId=${settled.attorneyUserId}`)
      .set(staff);
    expect((one.body as ReportPreview).total).toBe(1);
    expect((await api.http.get('/api/cases/velocity/average/report?userId=nobody').set(staff)).status).toBe(
      404,
    );
  });

  it('previews at most `limit` rows (50 by default, 500 at most) and answers the trailing-slash path', async () => {
    const users = all('users').length;
    const preview = async (query: string) => {
      const res = await api.http.get(`/api/reports/users?format=json${query}`).set(staff);
      return { status: res.status, body: res.body as ReportPreview };
    };
    const byDefault = await preview('');
    expect(byDefault.body.total).toBe(users);
    expect(byDefault.body.rows).toHaveLength(Math.min(users, 50));
    expect(byDefault.body.columns[0]).toEqual({ key: 'name', header: 'Name', type: 'text' });
    expect((await preview('&limit=3')).body.rows).toHaveLength(3);
    expect((await preview('&limit=501')).status).toBe(400);
    expect((await api.http.get('/api/reports/users?format=csv').set(staff)).status).toBe(400);
    const slash = await api.http.get('/api/cases/statuses-report/?format=json').set(staff);
    expect(slash.status).toBe(200);
    expect((slash.body as ReportPreview).total).toBe(CASE_STATUSES.length);
  });

  it('refuses bad dates, a reversed range, unknown categories, external users and anonymous calls', async () => {
    const bad = await api.http.get('/api/reports/users?from=yesterday').set(staff);
    expect(bad.status).toBe(400);
    expect((bad.body as { fields: Record<string, string> }).fields.from).toBe(MESSAGES.reportDateInvalid);
    const reversed = await api.http.get('/api/reports/users?from=2026-05-01&to=2026-01-01').set(staff);
    expect((reversed.body as { fields: Record<string, string> }).fields.to).toBe(MESSAGES.reportRangeInvalid);
    const category = await api.http.get('/api/reports/xslx/task?categories=LEGAL,NAPPING').set(staff);
    expect((category.body as { fields: Record<string, string> }).fields.categories).toBe(
      format(MESSAGES.reportCategoryInvalid, { values: 'NAPPING' }),
    );
    const owner = bearer(await api.tokenFor(demoAccount((a) => a.role === 'attorney-owner').email));
    expect((await api.http.get('/api/reports/users').set(owner)).status).toBe(403);
    expect((await api.http.get('/api/reports/users')).status).toBe(401);
  });
});
