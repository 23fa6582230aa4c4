/**
 * The settlement statement as the API answers it (issue 14): a DRAFT computed from the saved figures (or the
 * default ones) and today's billing by the domain's rules, with each line's negotiation status, why it makes
 * no statement or cannot be finalized, and the pro-rata suggestion with what can be requested; a FINALIZED
 * statement as it was stored.
 */
import { MESSAGES, canFinalizeSettlement, computeSettlement, suggestProRata } from '@casebridge/domain';
import type { ReductionNegotiationStatus, SettlementStatement, SettlementView } from '@casebridge/domain';
import type { Services } from '../../core/types.ts';
import { caseProviderFigures } from '../billing/billingFigures.ts';
import type { ProviderFigures } from '../billing/billingFigures.ts';
import type { SeenCase } from '../cases/caseService.ts';
import { EMPTY_FIGURES, settlementInput, settlementProblems, storedSettlement } from './settlementService.ts';
import type { SettlementFigures } from './settlementService.ts';

/** The provider's negotiation the line shows: the open or accepted one, else the latest (rejected...). */
const negotiationStatus = (p: ProviderFigures): ReductionNegotiationStatus | null =>
  (p.current ?? p.reductions[0])?.status ?? null;

/** Whether a pro-rata request can go to the provider: no open or accepted negotiation, something to reduce. */
export const requestable = (p: ProviderFigures | undefined, reductionCents: number): boolean =>
  !!p && p.current === null && reductionCents > 0;

type StatusOf = (providerId: string) => ReductionNegotiationStatus | null;

function withStatuses(statement: SettlementStatement, statusOf: StatusOf) {
  return {
    ...statement,
    lines: statement.lines.map((l) => ({ ...l, reductionStatus: statusOf(l.providerId) })),
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
  const { grossCents, fee, costsCents, fundingPayoffCents } = record ?? EMPTY_FIGURES;
  const figures = { grossCents, fee, costsCents, fundingPayoffCents };
  if (record?.status === 'FINALIZED' && record.finalized)
    return {
      ...common,
      figures,
      status: 'FINALIZED',
      statement: withStatuses(record.finalized, (id) =>
        record.finalized?.lines.find((l) => l.providerId === id)?.status === 'ACCEPTED' ? 'ACCEPTED' : null,
      ),
      problems: [],
      finalizeRefusal: MESSAGES.settlementFinalized,
      suggestion: null,
    };
  const providers = caseProviderFigures(services, legalCase);
  return { ...common, figures, status: 'DRAFT', ...draftView(record ?? EMPTY_FIGURES, providers) };
}
