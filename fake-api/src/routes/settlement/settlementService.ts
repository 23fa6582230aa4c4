/**
 * The settlement statement service (issue 14): who may read (the case's firm, internal staff) and write (the
 * firm) it, the statement as the API answers it and the draft's figures. Every number comes from the
 * domain (rules/settlement.ts validateSettlement, computeSettlement, canFinalizeSettlement, suggestProRata)
 * over the billing figures of billingFigures.ts; nothing is computed here. A DRAFT's lines follow today's
 * billing; a FINALIZED statement is the one stored when it was finalized.
 */
import {
  DEFAULT_FEE,
  MESSAGES,
  canFinalizeSettlement,
  computeSettlement,
  format,
  settlementLineOf,
  suggestProRata,
  validateSettlement,
} from '@casebridge/domain';
import type {
  ReductionNegotiationStatus,
  Settlement,
  SettlementBody,
  SettlementInput,
  SettlementStatement,
  SettlementView,
} from '@casebridge/domain';
import { conflict, forbidden, notFound, validationError } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { billingOpen } from '../billing/billingAccess.ts';
import { caseProviderFigures } from '../billing/billingFigures.ts';
import type { ProviderFigures } from '../billing/billingFigures.ts';
import { seeCase } from '../cases/caseService.ts';
import type { SeenCase } from '../cases/caseService.ts';

export type SettlementFigures = Pick<Settlement, 'grossCents' | 'fee' | 'costsCents' | 'fundingPayoffCents'>;

/** The figures of a statement never saved: the default fee (33⅓ % of the gross) and zeros. */
export const EMPTY_FIGURES: SettlementFigures = {
  grossCents: 0,
  fee: DEFAULT_FEE,
  costsCents: 0,
  fundingPayoffCents: 0,
};

/**
 * The case, for its firm (reads and writes) or internal staff (reads; a write is 403); 404 for anyone else
 * (its collaborators and claimant included: the providers holding liens do not read the statement).
 */
export function settlementCase(services: Services, caller: Principal, caseId: string, write: boolean) {
  const seen = seeCase(services, caller, caseId);
  if (seen.access === 'FIRM') return seen;
  if (seen.access === 'INTERNAL') {
    if (write) throw forbidden();
    return seen;
  }
  throw notFound();
}

export const storedSettlement = (services: Services, caseId: string): Settlement | undefined =>
  services.store.collection('settlements').findOne('caseId', caseId);

/**
 * A write's checks: the firm only, the case still open (a closed case's billing no longer changes), the
 * statement not finalized (409).
 */
export function writableSettlement(services: Services, caller: Principal, caseId: string) {
  const seen = settlementCase(services, caller, caseId, true);
  const record = storedSettlement(services, seen.legalCase.id);
  if (record?.status === 'FINALIZED') throw conflict(MESSAGES.settlementFinalized);
  if (!billingOpen(seen.legalCase)) throw conflict(MESSAGES.billingClosedCase);
  return { seen, record };
}

/** The domain's input: the figures and one line per provider of the case, from its billing. */
export function settlementInput(figures: SettlementFigures, providers: readonly ProviderFigures[]) {
  const input: SettlementInput = {
    grossCents: figures.grossCents,
    fee: figures.fee,
    costsCents: figures.costsCents,
    fundingPayoffCents: figures.fundingPayoffCents,
    providers: providers.map((p) => settlementLineOf(p.provider.id, p.provider.name, p.totals)),
  };
  return input;
}

/** Why the figures make no statement (empty when they do). */
export function settlementProblems(input: SettlementInput): string[] {
  if (input.grossCents === 0) return [MESSAGES.settlementNoGross];
  return validateSettlement(input);
}

/** The provider's negotiation the line shows: the open or accepted one, else the latest (rejected...). */
const negotiationStatus = (p: ProviderFigures): ReductionNegotiationStatus | null =>
  (p.current ?? p.reductions[0])?.status ?? null;

/** Whether a pro-rata request can go to the provider: no open or accepted negotiation, something to reduce. */
export const requestable = (p: ProviderFigures | undefined, reductionCents: number): boolean =>
  !!p && p.current === null && reductionCents > 0;

function withStatuses(statement: SettlementStatement, statusOf: (providerId: string) => string | null) {
  return {
    ...statement,
    lines: statement.lines.map((l) => ({
      ...l,
      reductionStatus: statusOf(l.providerId) as ReductionNegotiationStatus | null,
    })),
  };
}

function draftView(figures: SettlementFigures, providers: ProviderFigures[]) {
  const input = settlementInput(figures, providers);
  const problems = settlementProblems(input);
  if (problems.length > 0)
    return { statement: null, problems, finalizeRefusal: problems[0] ?? null, suggestion: null };
  const byId = new Map(providers.map((p) => [p.provider.id, p]));
  const statement = computeSettlement(input);
  const check = canFinalizeSettlement(statement);
  const suggestion = suggestProRata(input);
  return {
    statement: withStatuses(statement, (id) => {
      const p = byId.get(id);
      return p ? negotiationStatus(p) : null;
    }),
    problems,
    finalizeRefusal: check.ok ? null : check.reason,
    suggestion: {
      capCents: suggestion.capCents,
      shares: suggestion.shares.map((s) => ({
        ...s,
        requestable: requestable(byId.get(s.providerId), s.reductionCents),
      })),
      netToClientCents: suggestion.statement.netToClientCents,
    },
  };
}

/** The statement as GET answers it (and every write after its change). */
export function settlementView(services: Services, seen: SeenCase): SettlementView {
  const { legalCase } = seen;
  const record = storedSettlement(services, legalCase.id);
  const common = {
    caseId: legalCase.id,
    folio: legalCase.folio,
    finalizedAt: record?.finalizedAt ?? null,
    finalizedByName: record?.finalizedByName ?? null,
    pdfFileId: record?.pdfFileId ?? null,
    xlsxFileId: record?.xlsxFileId ?? null,
    updatedAt: record?.updatedAt ?? null,
  };
  if (record?.status === 'FINALIZED' && record.finalized)
    return {
      ...common,
      status: 'FINALIZED',
      statement: withStatuses(record.finalized, (id) =>
        record.finalized?.lines.find((l) => l.providerId === id)?.status === 'ACCEPTED' ? 'ACCEPTED' : null,
      ),
      problems: [],
      finalizeRefusal: MESSAGES.settlementFinalized,
      suggestion: null,
    };
  const providers = caseProviderFigures(services, legalCase);
  return { ...common, status: 'DRAFT', ...draftView(record ?? EMPTY_FIGURES, providers) };
}

/** Which body field a validation message is about (null: the statement as a whole, e.g. a provider line). */
function fieldOf(message: string): keyof SettlementBody | null {
  if (message === MESSAGES.settlementGrossPositive) return 'grossCents';
  if (message === MESSAGES.settlementFeeRateInvalid) return 'fee';
  if (message === format(MESSAGES.settlementAmountInvalid, { field: 'the case costs' })) return 'costsCents';
  if (message === format(MESSAGES.settlementAmountInvalid, { field: 'the funding payoff' }))
    return 'fundingPayoffCents';
  if (message.startsWith(MESSAGES.settlementCostsOverGross.split('{')[0] ?? message)) return 'costsCents';
  return null;
}

/** Saves the draft's figures: 400 with validateSettlement's messages (per field where they belong). */
export function saveSettlementFigures(
  services: Services,
  caller: Principal,
  caseId: string,
  figures: SettlementFigures,
): SettlementView {
  const { seen, record } = writableSettlement(services, caller, caseId);
  const input = settlementInput(figures, caseProviderFigures(services, seen.legalCase));
  const errors = validateSettlement(input);
  if (errors.length > 0) {
    const fields: Record<string, string> = {};
    const general: string[] = [];
    for (const message of errors) {
      const field = fieldOf(message);
      if (field && !fields[field]) fields[field] = message;
      else if (!field) general.push(message);
    }
    throw validationError(fields, general.length ? general.join(' ') : (errors[0] ?? MESSAGES.invalidInput));
  }
  const now = services.clock.now().toISOString();
  const values = { ...figures, updatedAt: now };
  if (record) services.store.update('settlements', record.id, values);
  else
    services.store.insert('settlements', {
      caseId: seen.legalCase.id,
      ...values,
      status: 'DRAFT',
      finalized: null,
      finalizedAt: null,
      finalizedById: null,
      finalizedByName: null,
      pdfFileId: null,
      xlsxFileId: null,
      createdAt: now,
    });
  return settlementView(services, seen);
}
