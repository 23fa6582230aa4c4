/**
 * Reads a bulk upload file (issue 11): the filled .xlsx template (exceljs, loaded on first use) or a .csv, as
 * rows keyed by the template's column names. The whole file is refused (400 with a message) when it is not one
 * of those, cannot be read, lacks a required column, has no case row or more than 1,000.
 */
import {
  BULK_UPLOAD_LIMITS,
  BULK_UPLOAD_MESSAGES,
  missingColumns,
  missingColumnsMessage,
  tooManyRowsMessage,
} from '@casebridge/domain';
import type { BulkCell, BulkRow } from '@casebridge/domain';
import type { CellValue } from 'exceljs';
import { validationError } from '../../core/errors.ts';
import type { UploadedFile } from '../../core/types.ts';
import { parseCsv } from './bulkCsv.ts';

interface Table {
  headers: string[];
  rows: { row: number; cells: BulkCell[] }[];
}

const refuse = (message: string) => validationError({ file: message }, message);

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function kindOf(file: UploadedFile): 'xlsx' | 'csv' | null {
  const name = file.originalName.toLowerCase();
  if (name.endsWith('.xlsx')) return 'xlsx';
  if (name.endsWith('.csv')) return 'csv';
  if (file.buffer.subarray(0, 4).equals(ZIP_SIGNATURE)) return 'xlsx';
  return file.mimeType === 'text/csv' ? 'csv' : null;
}

function cellOf(value: CellValue | undefined): BulkCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return String(value.text);
  if ('formula' in value || 'sharedFormula' in value)
    return cellOf((value as { result?: CellValue }).result ?? null);
  return null;
}

async function readXlsx(buffer: Buffer): Promise<Table> {
  // exceljs takes about a second to load: only the requests that read or build a workbook wait for it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw refuse(BULK_UPLOAD_MESSAGES.unreadable);
  }
  const sheet = workbook.getWorksheet('Cases') ?? workbook.worksheets[0];
  if (!sheet) throw refuse(BULK_UPLOAD_MESSAGES.unreadable);
  const headerRow = sheet.getRow(1);
  const width = Math.max(headerRow.cellCount, 1);
  const headers = Array.from({ length: width }, (_, i) =>
    String(cellOf(headerRow.getCell(i + 1).value) ?? ''),
  );
  const rows: Table['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    rows.push({ row: number, cells: headers.map((_, i) => cellOf(row.getCell(i + 1).value)) });
  });
  return { headers, rows };
}

function readCsv(buffer: Buffer): Table {
  const parsed = parseCsv(buffer.toString('utf8'));
  if (!parsed || parsed.length === 0) throw refuse(BULK_UPLOAD_MESSAGES.unreadable);
  const [headers, ...rest] = parsed;
  return { headers: headers!, rows: rest.map((cells, i) => ({ row: i + 2, cells })) };
}

const blank = (cell: BulkCell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

export async function readBulkFile(file: UploadedFile | undefined): Promise<BulkRow[]> {
  if (!file) throw refuse(BULK_UPLOAD_MESSAGES.wrongType);
  const kind = kindOf(file);
  if (!kind) throw refuse(BULK_UPLOAD_MESSAGES.wrongType);
  const table = kind === 'xlsx' ? await readXlsx(file.buffer) : readCsv(file.buffer);
  const missing = missingColumns(table.headers);
  if (missing.length > 0) throw refuse(missingColumnsMessage(missing));
  const rows = table.rows.filter((r) => !r.cells.every(blank));
  if (rows.length === 0) throw refuse(BULK_UPLOAD_MESSAGES.noRows);
  if (rows.length > BULK_UPLOAD_LIMITS.maxRows) throw refuse(tooManyRowsMessage(rows.length));
  return rows.map(({ row, cells }) => ({
    row,
    cells: Object.fromEntries(table.headers.map((header, i) => [header, cells[i] ?? null])),
  }));
}
