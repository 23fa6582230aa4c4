import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildWorkbook, sheetName } from './workbook.ts';

describe('buildWorkbook', () => {
  it('writes a typed sheet with a bold frozen header and an autofilter', async () => {
    const buffer = await buildWorkbook(
      'Funding requests',
      [
        { key: 'name', header: 'Name', type: 'text' },
        { key: 'date', header: 'Date', type: 'date' },
        { key: 'amount', header: 'Amount', type: 'money' },
        { key: 'count', header: 'Count', type: 'number' },
      ],
      [{ name: 'Acme', date: new Date('2026-03-04T00:00:00.000Z'), amount: 1234.5, count: 3 }],
      new Date('2026-11-23T00:00:00.000Z'),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Funding requests')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Date', 'Amount', 'Count']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toEqual(new Date('2026-03-04T00:00:00.000Z'));
    expect(row.getCell(2).numFmt).toBe('yyyy-mm-dd');
    expect(row.getCell(3).value).toBe(1234.5);
    expect(row.getCell(3).numFmt).toBe('"$"#,##0.00');
    expect(row.getCell(4).value).toBe(3);
    expect(sheet.rowCount).toBe(2);
  });

  it('keeps sheet names within Excel rules', () => {
    expect(sheetName('Tasks: by/categories?')).toBe('Tasks  by categories ');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
  });
});
