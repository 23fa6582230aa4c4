/**
 * The finalized settlement statement as an .xlsx workbook (exceljs, loaded on demand like the reports'):
 * the case, folio, firm and date, the figures as currency down to the net to the client, then a table of
 * the provider lines. Written from settlementDocument.ts's model only; amounts in dollars, typed as money.
 */
import { sheetName } from '../../reports/workbook.ts';
import { LINE_HEADERS, headerRows } from './settlementDocument.ts';
import type { SettlementDocument } from './settlementDocument.ts';

const MONEY = '"$"#,##0.00';
const dollars = (cents: number) => cents / 100;

export async function buildSettlementXlsx(model: SettlementDocument, created: Date): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CaseBridge';
  workbook.created = created;
  const sheet = workbook.addWorksheet(sheetName(`Settlement ${model.folio}`));
  sheet.columns = [
    { width: 44 },
    { width: 14 },
    { width: 14 },
    { width: 14 },
    { width: 14 },
    { width: 14 },
    { width: 20 },
  ];
  sheet.addRow([model.title]).font = { bold: true, size: 14 };
  for (const row of headerRows(model)) sheet.addRow(row);
  sheet.addRow([]);
  for (const figure of model.figures) {
    const row = sheet.addRow([figure.label, dollars(figure.cents)]);
    row.getCell(2).numFmt = MONEY;
    if (figure.total) row.font = { bold: true };
  }
  sheet.addRow([]);
  sheet.addRow([...LINE_HEADERS]).font = { bold: true };
  for (const line of model.lines) {
    const row = sheet.addRow([
      line.provider,
      dollars(line.billedCents),
      dollars(line.paidCents),
      dollars(line.balanceCents),
      dollars(line.reductionCents),
      dollars(line.owedCents),
      line.status,
    ]);
    for (let column = 2; column <= 6; column += 1) row.getCell(column).numFmt = MONEY;
  }
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}
