/**
 * What the finalized settlement statement's PDF and .xlsx say (issue 14): one pure model both documents are
 * written from, so they cannot disagree: the case, its folio and the date, every figure of the statement, one
 * row per provider line and the net to the client. Amounts stay in cents; `formatCents` writes them.
 */
import { formatCents, ratioToPercent } from '@casebridge/domain';
import type { FeeBasis, SettlementFee, SettlementStatement } from '@casebridge/domain';

export const SETTLEMENT_DOCUMENT_TITLE = 'Settlement distribution statement';

const BASIS_TEXT: Record<FeeBasis, string> = {
  GROSS: 'of the gross recovery',
  NET_OF_COSTS: 'of the gross recovery less the case costs',
};
const LINE_STATUS_TEXT = { PAID: 'Paid in full', ACCEPTED: 'Reduction accepted', OPEN: 'Not accepted' };

export interface DocumentFigure {
  label: string;
  cents: number;
  /** The net to the client: shown in bold. */
  total?: true;
}

export interface DocumentLine {
  provider: string;
  billedCents: number;
  paidCents: number;
  balanceCents: number;
  reductionCents: number;
  owedCents: number;
  status: string;
}

export interface SettlementDocument {
  title: string;
  /** The case as the firm names it: its client. */
  caseName: string;
  folio: string;
  firmName: string;
  /** YYYY-MM-DD, the day it was finalized. */
  date: string;
  figures: DocumentFigure[];
  lines: DocumentLine[];
  netToClientCents: number;
}

export const LINE_HEADERS = ['Provider', 'Billed', 'Paid', 'Balance', 'Reduction', 'Owed', 'Status'] as const;

/** '33.33 % of the gross recovery': the rate to two decimals and what it applies to. */
export function feeText(fee: SettlementFee): string {
  const percent = ratioToPercent(fee.rate);
  const shown = Number.isInteger(percent) ? String(percent) : percent.toFixed(2);
  return `${shown} % ${BASIS_TEXT[fee.basis]}`;
}

export function settlementDocument(input: {
  caseName: string;
  folio: string;
  firmName: string;
  date: string;
  statement: SettlementStatement;
}): SettlementDocument {
  const { statement: s } = input;
  return {
    title: SETTLEMENT_DOCUMENT_TITLE,
    caseName: input.caseName,
    folio: input.folio,
    firmName: input.firmName,
    date: input.date,
    figures: [
      { label: 'Gross recovery', cents: s.grossCents },
      { label: `Attorney fee (${feeText(s.fee)})`, cents: s.feeCents },
      { label: 'Case costs', cents: s.costsCents },
      { label: 'Funding payoff', cents: s.fundingPayoffCents },
      { label: 'Owed to the providers', cents: s.providersOwedCents },
      { label: 'Net to the client', cents: s.netToClientCents, total: true },
    ],
    lines: s.lines.map((l) => ({
      provider: l.providerName,
      billedCents: l.billedCents,
      paidCents: l.paidCents,
      balanceCents: l.balanceCents,
      reductionCents: l.reductionCents,
      owedCents: l.owedCents,
      status: LINE_STATUS_TEXT[l.status],
    })),
    netToClientCents: s.netToClientCents,
  };
}

/** A line's cells as text, in LINE_HEADERS order (the PDF's table). */
export function lineCells(line: DocumentLine): string[] {
  return [
    line.provider,
    formatCents(line.billedCents),
    formatCents(line.paidCents),
    formatCents(line.balanceCents),
    formatCents(line.reductionCents),
    formatCents(line.owedCents),
    line.status,
  ];
}

/** The stored files' names: 'Settlement statement CB-2026-0001.pdf'. */
export function settlementFileName(folio: string, extension: 'pdf' | 'xlsx'): string {
  const safe = folio.replace(/[^A-Za-z0-9._-]/g, '_');
  return `Settlement statement ${safe}.${extension}`;
}
