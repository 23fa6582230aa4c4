/** Bulk upload of cases: the template, the per-row report, the import of the valid rows (issue 11). */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_CASE_COLUMNS,
  BULK_UPLOAD_MESSAGES,
  CASE_MESSAGES,
  MESSAGES,
  tooManyRowsMessage,
} from '@casebridge/domain';
import type { BulkUploadReport, BulkUploadResult } from '@casebridge/domain';
import { binaryBody, signInRoles, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
const ROLES = ['attorney-owner', 'attorney-member', 'health-provider-owner', 'basic-attorney-owner'];
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ROLES, tokens);
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const store = () => api.server.store;
const firmId = () => store().collection('users').findOne('email', 'owner@hartwell-law.test')!.companyId!;
const firmCaseCount = () => store().collection('cases').findBy('attorneyCompanyId', firmId()).length;

type Row = Partial<Record<string, string | number | Date>>;
const GOOD: Row = {
  'Claimant name': 'Dana Rivers',
  'Claimant e-mail': 'dana.rivers@mail.test',
  'Case type': 'Auto accident',
  'Accident date': '2026-06-01',
  'Accident city': 'Austin',
  'Accident state': 'TX',
  'Police report': 'Yes',
  'Policy limit (USD)': 50000,
  'Statute of limitations': '2028-06-01',
};

/** The downloaded template with `rows` written below its header. */
async function filledTemplate(rows: Row[]): Promise<Buffer> {
  const res = await api.http
    .get('/api/cases/bulk-upload/template')
    .set(as('attorney-owner'))
    .buffer(true)
    .parse(binaryBody);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.body as ArrayBuffer);
  const sheet = workbook.getWorksheet('Cases')!;
  rows.forEach((row, i) => {
    BULK_CASE_COLUMNS.forEach((c, j) => {
      const value = row[c.header];
      if (value !== undefined) sheet.getRow(i + 2).getCell(j + 1).value = value;
    });
  });
  return Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}
const csvOf = (rows: Row[]) =>
  Buffer.from(
    [
      BULK_CASE_COLUMNS.map((c) => c.header),
      ...rows.map((r) => BULK_CASE_COLUMNS.map((c) => String(r[c.header] ?? ''))),
    ]
      .map((cells) => cells.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(','))
      .join('\r\n'),
  );
const post = (path: string, file: Buffer, name: string, role = 'attorney-member') =>
  api.http.post(`/api/cases/bulk-upload${path}`).set(as(role)).attach('file', file, name);

describe('GET /cases/bulk-upload/template', () => {
  it('serves an .xlsx with the case columns and instructions to Advanced and Premium firms only', async () => {
    const res = await api.http
      .get('/api/cases/bulk-upload/template')
      .set(as('attorney-member'))
      .buffer(true)
      .parse(binaryBody);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      'attachment; filename="casebridge-cases-template.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as ArrayBuffer);
    const header = workbook.getWorksheet('Cases')!.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual(BULK_CASE_COLUMNS.map((c) => c.header));
    expect(workbook.getWorksheet('Instructions')!.rowCount).toBeGreaterThan(BULK_CASE_COLUMNS.length);
    const basic = await api.http.get('/api/cases/bulk-upload/template').set(as('basic-attorney-owner'));
    expect(basic.status).toBe(403);
    expect(basic.body.message).toBe(BULK_UPLOAD_MESSAGES.upgrade);
    expect(
      (await api.http.get('/api/cases/bulk-upload/template').set(as('health-provider-owner'))).status,
    ).toBe(403);
    expect((await api.http.get('/api/cases/bulk-upload/template')).status).toBe(401);
  });
});

describe('checking and importing a filled template', () => {
  const rows: Row[] = [
    GOOD,
    {
      ...GOOD,
      'Claimant name': 'Eli Stone',
      'Accident date': '2099-01-01',
      'Statute of limitations': '2099-06-01',
    },
    { ...GOOD, 'Claimant name': 'Fay Moss', 'Responsible attorney e-mail': 'member@hartwell-law.test' },
    { ...GOOD, 'Claimant name': '', 'Case type': 'Boating' },
    { ...GOOD, 'Claimant name': 'Gus Lee', 'Responsible attorney e-mail': 'support@hartwell-law.test' },
    { ...GOOD, 'Claimant name': 'Hana Kim', 'Accident state': 'Texas', 'Police report': 'N/A' },
  ];

  it('reports each bad row with its column and the case form’s message, saving nothing', async () => {
    const before = firmCaseCount();
    const res = await post('/check', await filledTemplate(rows), 'cases.xlsx');
    expect(res.status).toBe(200);
    const report = res.body as BulkUploadReport;
    expect(report).toMatchObject({ fileName: 'cases.xlsx', rows: 6, validRows: 3 });
    expect(report.issues).toEqual([
      { row: 3, field: 'Accident date', message: CASE_MESSAGES.accidentInFuture },
      { row: 5, field: 'Claimant name', message: MESSAGES.fieldRequired },
      { row: 5, field: 'Case type', message: MESSAGES.invalidOption },
      { row: 6, field: 'Responsible attorney e-mail', message: BULK_UPLOAD_MESSAGES.unknownAttorney },
    ]);
    expect(firmCaseCount()).toBe(before);
  });

  it('imports the valid rows in one write, spends the quota for them and logs each case', async () => {
    const before = firmCaseCount();
    const resume = store().collection('companies').get(firmId())!.caseResume;
    const res = await post('', await filledTemplate(rows), 'cases.xlsx');
    expect(res.status).toBe(201);
    const result = res.body as BulkUploadResult;
    expect(result.imported.map((i) => i.row)).toEqual([2, 4, 7]);
    expect(result.issues).toHaveLength(4);
    expect(firmCaseCount()).toBe(before + 3);
    expect(store().collection('companies').get(firmId())!.caseResume.totalSpent).toBe(resume.totalSpent + 3);
    const fay = store().collection('cases').get(result.imported[1]!.id)!;
    const member = store().collection('users').findOne('email', 'member@hartwell-law.test')!;
    expect(fay).toMatchObject({ claimantName: 'Fay Moss', attorneyUserId: member.id, status: 'INTAKE' });
    const hana = store().collection('cases').get(result.imported[2]!.id)!;
    expect(hana).toMatchObject({ accidentState: 'TX', policeReport: 'NA' });
    const log = store().collection('caseActivities').findBy('caseId', fay.id);
    expect(log[0]!.detail).toContain('bulk upload of cases.xlsx');
  });

  it('reads a .csv the same way', async () => {
    const res = await post('/check', csvOf([GOOD, { ...GOOD, 'Policy limit (USD)': 'lots' }]), 'cases.csv');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rows: 2, validRows: 1 });
    expect((res.body as BulkUploadReport).issues).toEqual([
      { row: 3, field: 'Policy limit (USD)', message: CASE_MESSAGES.policyLimit },
    ]);
  });
});

describe('refused files and callers', () => {
  it('answers 400 for no file, another type, missing columns, no rows, too many rows or no valid row', async () => {
    const none = await api.http.post('/api/cases/bulk-upload/check').set(as('attorney-member'));
    expect(none.status).toBe(400);
    expect((await post('/check', Buffer.from('hello'), 'notes.txt')).body.message).toBe(
      BULK_UPLOAD_MESSAGES.wrongType,
    );
    expect((await post('/check', Buffer.from('not a zip'), 'cases.xlsx')).body.message).toBe(
      BULK_UPLOAD_MESSAGES.unreadable,
    );
    const columns = await post('/check', Buffer.from('Name,Type\nDana,Auto'), 'cases.csv');
    expect(columns.status).toBe(400);
    expect(columns.body.message).toContain('Claimant name');
    expect((await post('/check', csvOf([]), 'cases.csv')).body.message).toBe(BULK_UPLOAD_MESSAGES.noRows);
    const many = await post('/check', csvOf(Array.from({ length: 1001 }, () => GOOD)), 'cases.csv');
    expect(many.status).toBe(400);
    expect(many.body.message).toBe(tooManyRowsMessage(1001));
    const before = firmCaseCount();
    const invalid = await post('', csvOf([{ ...GOOD, 'Claimant name': '' }]), 'cases.csv');
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(BULK_UPLOAD_MESSAGES.noValidRows);
    expect(firmCaseCount()).toBe(before);
  });

  it('refuses a Basic firm with the upgrade sentence, other company types, and files over 5 MB', async () => {
    const basic = await post('', csvOf([GOOD]), 'cases.csv', 'basic-attorney-owner');
    expect(basic.status).toBe(403);
    expect(basic.body.message).toBe(BULK_UPLOAD_MESSAGES.upgrade);
    expect((await post('/check', csvOf([GOOD]), 'cases.csv', 'health-provider-owner')).status).toBe(403);
    const big = await post('/check', Buffer.alloc(6 * 1024 * 1024, 'a'), 'cases.csv');
    expect(big.status).toBe(413);
  });
});

describe('one pass over every row (issue 40 item 29)', () => {
  it('reports every problem of each row at once, refuses state ZZ, and takes US dates', async () => {
    const rows: Row[] = [
      { ...GOOD, 'Claimant name': 'Zed Zone', 'Accident city': 'Denver', 'Accident state': 'ZZ' },
      {
        ...GOOD,
        'Claimant name': 'Many Errors',
        'Accident date': '12/31/2099',
        'Case type': 'Boating',
        'Policy limit (USD)': 'lots',
        'Statute of limitations': 'soon',
      },
      {
        ...GOOD,
        'Claimant name': 'Us Dates',
        'Accident date': '01/05/2026',
        'Statute of limitations': '1/5/2028',
      },
    ];
    const res = await post('/check', csvOf(rows), 'cases.csv');
    expect(res.status).toBe(200);
    const report = res.body as BulkUploadReport;
    expect(report).toMatchObject({ rows: 3, validRows: 1 });
    expect(report.issues).toEqual([
      { row: 2, field: 'Accident state', message: CASE_MESSAGES.stateCode },
      { row: 3, field: 'Case type', message: MESSAGES.invalidOption },
      { row: 3, field: 'Accident date', message: CASE_MESSAGES.accidentInFuture },
      { row: 3, field: 'Policy limit (USD)', message: CASE_MESSAGES.policyLimit },
      { row: 3, field: 'Statute of limitations', message: BULK_UPLOAD_MESSAGES.dateFormat },
    ]);
    // The case form refuses the same state on the server.
    const form = await api.http.post('/api/cases').set(as('attorney-owner')).send({
      claimantName: 'Zed Zone',
      caseType: 'AUTO_ACCIDENT',
      accidentDate: '2026-06-01',
      accidentCity: 'Denver',
      accidentState: 'ZZ',
      policeReport: 'YES',
      statuteOfLimitationsDate: '2028-06-01',
    });
    expect(form.status).toBe(400);
    expect(form.body.fields).toMatchObject({ accidentState: CASE_MESSAGES.stateCode });
  });
});
