/**
 * The bulk upload template (issue 11): an .xlsx made with exceljs (loaded on first use) with a Cases sheet (the
 * columns' names, lists for the choices, text cells for dates) and an Instructions sheet.
 */
import { BULK_CASE_COLUMNS, BULK_UPLOAD_LIMITS } from '@casebridge/domain';

const LAST_ROW = BULK_UPLOAD_LIMITS.maxRows + 1;
const TEXT_FIELDS = new Set(['accidentDate', 'statuteOfLimitationsDate', 'claimantPhone', 'accidentState']);

/** Excel's column letters: 1 -> A, 27 -> AA. */
function letter(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

export async function buildBulkTemplate(created: Date): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CaseBridge';
  workbook.created = created;
  const sheet = workbook.addWorksheet('Cases', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = BULK_CASE_COLUMNS.map((c) => ({
    header: c.header,
    key: c.field,
    width: c.width,
    ...(TEXT_FIELDS.has(c.field) ? { style: { numFmt: '@' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  // One validation per cell: exceljs squeezes alike ones into ranges when it writes the sheet.
  BULK_CASE_COLUMNS.forEach((c, i) => {
    if (!c.choices) return;
    for (let row = 2; row <= LAST_ROW; row++)
      sheet.getCell(`${letter(i + 1)}${row}`).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`"${c.choices.join(',')}"`],
        showErrorMessage: true,
        errorTitle: c.header,
        error: `Pick one of: ${c.choices.join(', ')}`,
      };
  });
  const help = workbook.addWorksheet('Instructions');
  help.columns = [
    { header: 'Column', key: 'header', width: 28 },
    { header: 'Required', key: 'required', width: 10 },
    { header: 'What to write', key: 'hint', width: 44 },
    { header: 'Allowed values', key: 'choices', width: 44 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of BULK_CASE_COLUMNS)
    help.addRow({
      header: c.header,
      required: c.required ? 'Yes' : 'No',
      hint: c.hint,
      choices: c.choices?.join(', ') ?? '',
    });
  help.addRow({});
  help.addRow({ header: `One case per row on the Cases sheet, at most ${BULK_UPLOAD_LIMITS.maxRows} rows.` });
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}
