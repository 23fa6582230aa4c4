/**
 * The finalized settlement statement as a PDF (pdf-lib, pure JS): a US Letter page with the title, the case,
 * named by its folio, the client, the firm, the attorney and the date, the figures down to the net to the client,
 * one row per provider line (rows that do not fit go on to another page), and the client's and the attorney's
 * signature lines. Written from settlementDocument.ts's model only.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { formatCents } from '@casebridge/domain';
import { LINE_HEADERS, headerRows, lineCells, signatures } from './settlementDocument.ts';
import type { SettlementDocument } from './settlementDocument.ts';

const PAGE = { width: 612, height: 792, margin: 50 } as const;
/** The line table's column widths (they add up to the width between the margins, 512). */
const COLUMNS = [130, 58, 58, 58, 58, 58, 92] as const;
const BLACK = rgb(0, 0, 0);
const GREY = rgb(0.35, 0.35, 0.35);

/** The standard fonts write WinAnsi only: anything else becomes '?' instead of failing the request. */
export function pdfSafe(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

/** The text cut with an ellipsis to fit `width` points. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  const safe = pdfSafe(text);
  if (font.widthOfTextAtSize(safe, size) <= width) return safe;
  let cut = safe;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut}...`;
}

interface Pen {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
}

/** Moves down `height` points, on a new page when the bottom margin is reached. */
function advance(pen: Pen, height: number): void {
  if (pen.y - height < PAGE.margin) {
    pen.page = pen.doc.addPage([PAGE.width, PAGE.height]);
    pen.y = PAGE.height - PAGE.margin;
  }
  pen.y -= height;
}

function write(pen: Pen, text: string, x: number, options: { size?: number; bold?: boolean } = {}): void {
  const size = options.size ?? 10;
  const font = options.bold ? pen.bold : pen.regular;
  pen.page.drawText(pdfSafe(text), { x, y: pen.y, size, font, color: BLACK });
}

function writeRight(pen: Pen, text: string, right: number, size: number, bold = false): void {
  const font = bold ? pen.bold : pen.regular;
  const safe = pdfSafe(text);
  pen.page.drawText(safe, { x: right - font.widthOfTextAtSize(safe, size), y: pen.y, size, font });
}

function tableRow(pen: Pen, cells: readonly string[], bold: boolean): void {
  const size = 8.5;
  const font = bold ? pen.bold : pen.regular;
  advance(pen, 14);
  let x = PAGE.margin;
  COLUMNS.forEach((width, i) => {
    const cell = cells[i] ?? '';
    const amount = i > 0 && i < COLUMNS.length - 1;
    if (amount) writeRight(pen, cell, x + width - 4, size, bold);
    else pen.page.drawText(fit(cell, font, size, width - 6), { x: x + (i ? 4 : 0), y: pen.y, size, font });
    x += width;
  });
}

/** The client's and the attorney's signature lines, each with a date line, below the statement. */
function signatureLines(pen: Pen, model: SettlementDocument): void {
  const dateX = PAGE.margin + 330;
  advance(pen, 30);
  for (const { role, name } of signatures(model)) {
    advance(pen, 40);
    pen.page.drawLine({
      start: { x: PAGE.margin, y: pen.y },
      end: { x: PAGE.margin + 280, y: pen.y },
      thickness: 0.7,
      color: BLACK,
    });
    pen.page.drawLine({
      start: { x: dateX, y: pen.y },
      end: { x: PAGE.width - PAGE.margin, y: pen.y },
      thickness: 0.7,
      color: BLACK,
    });
    advance(pen, 12);
    write(pen, `${role}: ${name}`, PAGE.margin, { size: 9 });
    write(pen, 'Date', dateX, { size: 9 });
  }
}

export async function buildSettlementPdf(model: SettlementDocument): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(`${model.title} ${model.folio}`));
  doc.setCreator('CaseBridge');
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const pen: Pen = { doc, page, y: PAGE.height - PAGE.margin, regular, bold };
  const right = PAGE.width - PAGE.margin;

  write(pen, model.title, PAGE.margin, { size: 16, bold: true });
  for (const [label, value] of headerRows(model)) {
    advance(pen, 15);
    write(pen, `${label}:`, PAGE.margin, { bold: true });
    write(pen, value, PAGE.margin + 60);
  }
  advance(pen, 12);
  for (const figure of model.figures) {
    advance(pen, 16);
    write(pen, figure.label, PAGE.margin, { bold: !!figure.total });
    writeRight(pen, formatCents(figure.cents), right, 10, !!figure.total);
  }
  advance(pen, 14);
  advance(pen, 12);
  write(pen, 'Providers', PAGE.margin, { size: 12, bold: true });
  tableRow(pen, LINE_HEADERS, true);
  if (model.lines.length === 0) {
    advance(pen, 14);
    pen.page.drawText('No provider billed this case.', {
      x: PAGE.margin,
      y: pen.y,
      size: 9,
      font: regular,
      color: GREY,
    });
  }
  for (const line of model.lines) tableRow(pen, lineCells(line), false);
  signatureLines(pen, model);
  return Buffer.from(await doc.save());
}
