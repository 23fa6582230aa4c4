/**
 * The settlement statement service (issue 14): who may read (the case's firm, internal staff) and write (the
 * firm) it, the domain's input from the draft's figures and the billing (billingFigures.ts), and saving the
 * figures. Every number comes from the domain (rules/settlement.ts validateSettlement, computeSettlement,
 * canFinalizeSettlement, suggestProRata); nothing is computed here. The answer: settlementView.ts.
 */
import { DEFAULT_FEE, MESSAGES, format, settlementLineOf, validateSettlement } from '@casebridge/domain';
import type { Settlement, SettlementBody, SettlementInput } from '@casebridge/domain';
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

/**
 * Saves the draft's figures: 400 with validateSettlement's messages (per field where they belong). Answers
 * the case, for settlementView.
 */
export function saveSettlementFigures(
  services: Services,
  caller: Principal,
  caseId: string,
  figures: SettlementFigures,
): SeenCase {
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
  return seen;
}
