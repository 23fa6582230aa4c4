/**
 * The finalized statement's documents: the model (every figure, one row per line, the net to the client),
 * the PDF's text and the workbook's cells, on the example (gross 90,000, fee 33⅓ %, costs 2,000,
 * funding 4,000, bills 9,000 + 3,000 + 24,000 reduced pro rata to 7,500 + 2,500 + 20,000: net 24,000).
 */
import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE, computeSettlement, ratioFromPercent } from '@casebridge/domain';
import type { ProviderLineInput } from '@casebridge/domain';
import {
  feeText,
  lineCells,
  settlementDocument,
  settlementFileName,
  SETTLEMENT_DOCUMENT_TITLE,
} from './settlementDocument.ts';
import { buildSettlementPdf, pdfSafe } from './settlementPdf.ts';
import { buildSettlementXlsx } from './settlementXlsx.ts';

const line = (name: string, billed: number, reduction: number | null, paid = 0): ProviderLineInput => ({
  providerId: name,
  providerName: name,
  billedCents: billed * 100,
  paidCents: paid * 100,
  acceptedReductionCents: reduction === null ? null : reduction * 100,
});

const statement = computeSettlement({
  grossCents: 9_000_000,
  fee: DEFAULT_FEE,
  costsCents: 200_000,
  fundingPayoffCents: 400_000,
  providers: [
    line('Lakeside Chiropractic', 9000, 1500),
    line('Bay Imaging', 3000, 500),
    line('Mercy Hospital', 24_000, 4000),
  ],
});
const model = settlementDocument({
  folio: 'CB-2026-0042',
  clientName: 'Jane Roe',
  firmName: 'Harper & Cole LLP',
  attorneyName: 'Grace Harper',
  date: 'Nov 25, 2026',
  statement,
});

/** The strings a PDF of pdf-lib draws (hex strings of its Flate-compressed content streams), in order. */
function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const body = Buffer.from(raw.slice(start, raw.indexOf('endstream', start)), 'latin1');
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
      texts.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
  }
  return texts;
}

describe('settlementDocument', () => {
  it('holds the case, every figure down to the net to the client, and one row per provider line', () => {
    expect(model).toMatchObject({
      title: SETTLEMENT_DOCUMENT_TITLE,
      folio: 'CB-2026-0042',
      clientName: 'Jane Roe',
      attorneyName: 'Grace Harper',
      date: 'Nov 25, 2026',
      netToClientCents: 2_400_000,
    });
    expect(model.figures).toEqual([
      { label: 'Gross recovery', cents: 9_000_000 },
      { label: 'Attorney fee (33.33 % of the gross recovery)', cents: 3_000_000 },
      { label: 'Case costs', cents: 200_000 },
      { label: 'Funding payoff', cents: 400_000 },
      { label: 'Owed to the providers', cents: 3_000_000 },
      { label: 'Net to the client', cents: 2_400_000, total: true },
    ]);
    expect(model.lines.map(lineCells)).toEqual([
      [
        'Lakeside Chiropractic',
        '$9,000.00',
        '$0.00',
        '$9,000.00',
        '$1,500.00',
        '$7,500.00',
        'Reduction accepted',
      ],
      ['Bay Imaging', '$3,000.00', '$0.00', '$3,000.00', '$500.00', '$2,500.00', 'Reduction accepted'],
      [
        'Mercy Hospital',
        '$24,000.00',
        '$0.00',
        '$24,000.00',
        '$4,000.00',
        '$20,000.00',
        'Reduction accepted',
      ],
    ]);
  });

  it('names the fee’s basis and a whole percentage without decimals; a paid line as paid in full', () => {
    expect(feeText({ rate: ratioFromPercent(40), basis: 'NET_OF_COSTS' })).toBe(
      '40 % of the gross recovery less the case costs',
    );
    const paid = computeSettlement({
      grossCents: 100_000,
      fee: DEFAULT_FEE,
      costsCents: 0,
      fundingPayoffCents: 0,
      providers: [line('Paid Clinic', 100, null, 100)],
    });
    const doc = settlementDocument({
      folio: 'F',
      clientName: 'A',
      firmName: 'B',
      attorneyName: 'C',
      date: 'D',
      statement: paid,
    });
    expect(doc.lines[0]?.status).toBe('Paid in full');
  });

  it('names the files after the folio, without characters a file name cannot hold', () => {
    expect(settlementFileName('CB-2026-0042', 'pdf')).toBe('Settlement statement CB-2026-0042.pdf');
    expect(settlementFileName('a/b"c', 'xlsx')).toBe('Settlement statement a_b_c.xlsx');
  });
});

describe('buildSettlementPdf', () => {
  it('writes a PDF with the case, the figures, every provider row and the net to the client', async () => {
    const pdf = await buildSettlementPdf(model);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      SETTLEMENT_DOCUMENT_TITLE,
      'Jane Roe',
      'CB-2026-0042',
      'Harper & Cole LLP',
      'Nov 25, 2026',
      'Gross recovery',
      '$90,000.00',
      'Attorney fee (33.33 % of the gross recovery)',
      '$30,000.00',
      '$2,000.00',
      '$4,000.00',
      'Lakeside Chiropractic',
      '$7,500.00',
      'Bay Imaging',
      '$2,500.00',
      'Mercy Hospital',
      '$20,000.00',
      'Net to the client',
      '$24,000.00',
    ])
      expect(text).toContain(expected);
  });

  it('names the case by its folio, dates it MMM DD, YYYY and ends with the client’s and the attorney’s signature lines (issue 40 item 36)', async () => {
    const text = pdfText(await buildSettlementPdf(model));
    // The header: the case is its folio; the client is named as the client, not as the case.
    expect(text.slice(1, 11)).toEqual([
      'Case:',
      'CB-2026-0042',
      'Client:',
      'Jane Roe',
      'Firm:',
      'Harper & Cole LLP',
      'Attorney:',
      'Grace Harper',
      'Date:',
      'Nov 25, 2026',
    ]);
    expect(text.some((t) => /\d{4}-\d{2}-\d{2}/.test(t))).toBe(false);
    expect(text.slice(-4)).toEqual([
      'Client signature: Jane Roe',
      'Date',
      'Attorney signature: Grace Harper',
      'Date',
    ]);
  });

  it('replaces what its fonts cannot write instead of failing', async () => {
    expect(pdfSafe('Clínica “Sol” ⅓')).toBe('Clínica ?Sol? ?');
    const pdf = await buildSettlementPdf({ ...model, clientName: 'Zoë “Z” 李' });
    expect(pdfText(pdf)).toContain('Client signature: Zoë ?Z? ?');
  });

  it('goes on to another page when the lines do not fit on one', async () => {
    const many = Array.from({ length: 80 }, (_, i) => ({ ...model.lines[0]!, provider: `Clinic ${i}` }));
    const pdf = await buildSettlementPdf({ ...model, lines: many });
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThan(1);
    expect(pdfText(pdf)).toContain('Clinic 79');
  });
});

describe('buildSettlementXlsx', () => {
  it('writes the figures as money and one row per provider line', async () => {
    const data = await buildSettlementXlsx(model, new Date('2026-11-25T10:00:00Z'));
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    // Row n is at index n (index 0 is empty), each row's cell n at index n.
    const rows = Array.from(sheet.getSheetValues(), (row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(rows).toContainEqual([SETTLEMENT_DOCUMENT_TITLE]);
    expect(rows).toContainEqual(['Case', 'CB-2026-0042']);
    expect(rows).toContainEqual(['Client', 'Jane Roe']);
    expect(rows).toContainEqual(['Date', 'Nov 25, 2026']);
    expect(rows).toContainEqual(['Gross recovery', 90_000]);
    expect(rows).toContainEqual(['Net to the client', 24_000]);
    expect(rows).toContainEqual(['Provider', 'Billed', 'Paid', 'Balance', 'Reduction', 'Owed', 'Status']);
    expect(rows).toContainEqual(['Mercy Hospital', 24_000, 0, 24_000, 4000, 20_000, 'Reduction accepted']);
    const net = sheet.getRow(rows.findIndex((r) => r[0] === 'Net to the client'));
    expect(net.getCell(2).numFmt).toBe('"$"#,##0.00');
    expect(net.font?.bold).toBe(true);
  });
});
