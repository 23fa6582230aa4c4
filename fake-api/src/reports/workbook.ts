/**
 * A report as an .xlsx workbook (exceljs): one sheet, a bold frozen header row with an autofilter, typed
 * cells (dates as dates, money as currency, counts as numbers) and widths that fit the content.
 */
import type { ReportColumn, ReportRow } from './types.ts';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const NUMBER_FORMATS: Record<ReportColumn['type'], string | undefined> = {
  text: undefined,
  date: 'yyyy-mm-dd',
  money: '"$"#,##0.00',
  number: '0',
};
const DEFAULT_WIDTHS: Record<ReportColumn['type'], number> = { text: 24, date: 12, money: 14, number: 10 };

/** Excel sheet names: at most 31 characters, none of []:*?/\ */
export function sheetName(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
}

export async function buildWorkbook(
  title: string,
  columns: readonly ReportColumn[],
  rows: readonly ReportRow[],
  created: Date,
): Promise<Buffer> {
  // exceljs takes about a second to load: only the requests that build a workbook wait for it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CaseBridge';
  workbook.created = created;
  const sheet = workbook.addWorksheet(sheetName(title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width ?? Math.max(DEFAULT_WIDTHS[column.type], column.header.length + 2),
    style: NUMBER_FORMATS[column.type] ? { numFmt: NUMBER_FORMATS[column.type] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(columns.length, 1) } };
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}
