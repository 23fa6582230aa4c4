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
  /** The case, named by its folio (issue 40: not by its client). */
  folio: string;
  /** The client (the claimant), who signs the statement with the attorney. */
  clientName: string;
  firmName: string;
  /** The case's responsible attorney, who signs it for the firm. */
  attorneyName: string;
  /** 'MMM DD, YYYY' (SPEC.md 9), the day it was finalized. */
  date: string;
  figures: DocumentFigure[];
  lines: DocumentLine[];
  netToClientCents: number;
}

/** The header's rows: the case by its folio, then who it is for and from, and the date. */
export function headerRows(model: SettlementDocument): [string, string][] {
  return [
    ['Case', model.folio],
    ['Client', model.clientName],
    ['Firm', model.firmName],
    ['Attorney', model.attorneyName],
    ['Date', model.date],
  ];
}

/** Who signs the statement, in order: the client, then the attorney for the firm. */
export function signatures(model: SettlementDocument): { role: string; name: string }[] {
  return [
    { role: 'Client signature', name: model.clientName },
    { role: 'Attorney signature', name: model.attorneyName },
  ];
}

export const LINE_HEADERS = ['Provider', 'Billed', 'Paid', 'Balance', 'Reduction', 'Owed', 'Status'] as const;

/** '33.33 % of the gross recovery': the rate to two decimals and what it applies to. */
export function feeText(fee: SettlementFee): string {
  const percent = ratioToPercent(fee.rate);
  const shown = Number.isInteger(percent) ? String(percent) : percent.toFixed(2);
  return `${shown} % ${BASIS_TEXT[fee.basis]}`;
}

export function settlementDocument(input: {
  folio: string;
  clientName: string;
  firmName: string;
  attorneyName: string;
  date: string;
  statement: SettlementStatement;
}): SettlementDocument {
  const { statement: s } = input;
  return {
    title: SETTLEMENT_DOCUMENT_TITLE,
    folio: input.folio,
    clientName: input.clientName,
    firmName: input.firmName,
    attorneyName: input.attorneyName,
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
