/**
 * Reduction negotiations between a case's firm and one provider (issue 14), on the domain's rules
 * (rules/reductions.ts): the firm starts one (startReduction), each side steps it (applyReductionStep). A
 * refused request or step answers with the domain's reason: 403 when the caller is not the firm, 400 for an
 * amount, percentage or note the rules refuse, 409 for a step the state does not allow. Every change is in the
 * case's activity and notifies the other side (REDUCTION:{reductionNotificationAction}).
 *
 * requestReductionFor is shared with the settlement statement's pro-rata requests: it checks everything itself.
 */
import {
  MESSAGES,
  applyReductionStep,
  counterRefusal,
  formatCents,
  reductionHistoryLabels,
  reductionNote,
  reductionNotificationAction,
  requestedReductionCents,
  startReduction,
} from '@casebridge/domain';
import type {
  CaseActivityAction,
  CaseFile,
  Company,
  LegalCase,
  Reduction,
  ReductionEntryKind,
  ReductionNegotiationStatus,
  ReductionStepBy,
  ReductionView,
  reductionRequestBodySchema,
  reductionStepBodySchema,
} from '@casebridge/domain';
import type { z } from 'zod';
import type { ApiError } from '../../core/errors.ts';
import { conflict, forbidden, notFound, validationError } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { recordActivity } from '../cases/caseService.ts';
import { assertBillingWritable, billingSideOf } from './billingAccess.ts';
import type { BillingScope, BillingSide } from './billingAccess.ts';
import { actorName, notifyBillingChange } from './billingNotices.ts';
import { caseProviders, providerFigures } from './billingFigures.ts';

export type ReductionRequestInput = z.output<typeof reductionRequestBodySchema>;
export type ReductionStepInput = z.output<typeof reductionStepBodySchema>;

/** The answer's form of a negotiation: each history entry with its label (Offer, Counter 1…). */
export function reductionView(r: Reduction): ReductionView {
  const labels = reductionHistoryLabels(r.history);
  return {
    id: r.id,
    caseId: r.caseId,
    healthProviderCompanyId: r.healthProviderCompanyId,
    status: r.status,
    balanceCents: r.balanceCents,
    currentAmountCents: r.currentAmountCents,
    acceptedAmountCents: r.acceptedAmountCents,
    history: r.history.map((entry, i) => ({ ...entry, label: labels[i] ?? '' })),
    breakdownFileId: r.breakdownFileId,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

const ACTIVITY: Record<ReductionEntryKind, CaseActivityAction> = {
  OFFER: 'REDUCTION_REQUESTED',
  COUNTER: 'REDUCTION_COUNTERED',
  ACCEPT: 'REDUCTION_ACCEPTED',
  REJECT: 'REDUCTION_REJECTED',
  WITHDRAW: 'REDUCTION_WITHDRAWN',
};

const VERB: Record<ReductionEntryKind, string> = {
  OFFER: 'requested a reduction',
  COUNTER: 'countered',
  ACCEPT: 'accepted',
  REJECT: 'rejected',
  WITHDRAW: 'withdrew',
};

/** Activity, notification and e-mail of the step just stored (its last history entry). */
function announce(services: Services, caller: Principal, scope: Omit<BillingScope, 'staff'>, r: Reduction) {
  const entry = r.history[r.history.length - 1];
  if (!entry) return;
  const label = reductionHistoryLabels(r.history)[r.history.length - 1] ?? '';
  const amount = entry.amountCents === null ? '' : ` (${formatCents(entry.amountCents)} owed)`;
  const { legalCase, provider } = scope;
  recordActivity(
    services,
    caller,
    legalCase.id,
    ACTIVITY[entry.kind],
    `Reduction for ${provider.name}: ${label}${amount}`,
  );
  const description = `${entry.byName} ${VERB[entry.kind]} on the bills of ${provider.name}${amount} on case ${legalCase.folio}.`;
  notifyBillingChange(services, caller, scope, {
    section: 'REDUCTION',
    action: reductionNotificationAction(entry.kind),
    message: `Reduction: ${label}`,
    description,
    mail: {
      subject: `Reduction on case ${legalCase.folio}: ${label}`,
      body: `${description}\n\nSign in to CaseBridge to see the billing of the case.`,
    },
  });
}

const stepBy = (services: Services, caller: Principal, party: BillingSide): ReductionStepBy => ({
  party,
  byId: caller.userId,
  byName: actorName(services, caller),
  at: services.clock.now().toISOString(),
});

/** The status code of a refused request: who may ask (403), the state (409), else the figures (400). */
function requestRefused(reason: string, field: string): ApiError {
  if (reason === MESSAGES.reductionOnlyFirmRequests) return forbidden(reason);
  if (
    reason === MESSAGES.reductionLocked ||
    reason === MESSAGES.reductionAlreadyActive ||
    reason === MESSAGES.reductionNoBalance
  )
    return conflict(reason);
  return validationError({ [field]: reason }, reason);
}

/**
 * Starts a reduction request of `provider`'s balance on `legalCase` by `caller` (the case's firm), checks
 * included: the caller's side (404 when it has none on the case, 403 when not the firm), an open case (409),
 * startReduction's rules, then the breakdown file (400 unless a file of this case the provider can be given),
 * which the request shares with the provider. The balance asked about is billed − paid, before any reduction.
 * Records the activity and notifies the provider.
 */
export function requestReductionFor(
  services: Services,
  caller: Principal,
  legalCase: LegalCase,
  provider: Company,
  body: ReductionRequestInput,
): Reduction {
  const providerIds = caseProviders(services, legalCase).map((p) => p.id);
  const seen = billingSideOf(caller, legalCase, providerIds);
  if (!seen || !providerIds.includes(provider.id)) throw notFound();
  if (seen.side === 'PROVIDER' && caller.companyId !== provider.id) throw notFound();
  assertBillingWritable({ legalCase, staff: seen.staff });
  const figures = providerFigures(services, legalCase.id, provider);
  const balanceCents = figures.totals.billedCents - figures.totals.paidCents;
  const existing: ReductionNegotiationStatus[] = figures.reductions.map((r) => r.status);
  const started = startReduction(balanceCents, body, stepBy(services, caller, seen.side), existing);
  if (!started.ok) throw requestRefused(started.reason, requestField(balanceCents, body, started.reason));
  const breakdown = breakdownFileOf(services, legalCase, provider, body.breakdownFileId ?? null);
  const now = services.clock.now().toISOString();
  const reduction = services.store.insert('reductions', {
    ...started.negotiation,
    caseId: legalCase.id,
    healthProviderCompanyId: provider.id,
    breakdownFileId: breakdown?.id ?? null,
    createdAt: now,
    updatedAt: now,
  });
  announce(services, caller, { legalCase, provider, side: seen.side }, reduction);
  return reduction;
}

/**
 * The settlement breakdown attached to a request, or null: a file of this case (400 otherwise). The provider
 * asked reads it through the request (fileService.ts isBreakdownFor), whatever the file's sharing, which does
 * not change: the other providers of the case never read it. A provider that no longer collaborates reads no
 * file of the case (400).
 */
function breakdownFileOf(
  services: Services,
  legalCase: LegalCase,
  provider: Company,
  fileId: string | null,
): CaseFile | null {
  if (!fileId) return null;
  const file = services.store.collection('files').get(fileId);
  if (file?.caseId !== legalCase.id)
    throw validationError({ breakdownFileId: MESSAGES.notFound }, MESSAGES.notFound);
  if (!legalCase.collaboratorCompanyIds.includes(provider.id)) {
    const reason = MESSAGES.reductionBreakdownNotShareable;
    throw validationError({ breakdownFileId: reason }, reason);
  }
  return file;
}

/** The body field a refusal of startReduction is about. */
function requestField(balanceCents: number, body: ReductionRequestInput, reason: string): string {
  const amount = requestedReductionCents(balanceCents, body);
  if (typeof amount !== 'number' && amount.error === reason)
    return body.by === 'PERCENT' ? 'percent' : 'reductionCents';
  return 'note';
}

/** The negotiation `reductionId` of this provider on this case, or 404. */
export function reductionOr404(services: Services, scope: BillingScope, reductionId: string): Reduction {
  const r = services.store.collection('reductions').get(reductionId);
  if (!r || r.caseId !== scope.legalCase.id || r.healthProviderCompanyId !== scope.provider.id)
    throw notFound();
  return r;
}

/**
 * One step of a negotiation by the caller's side: 409 with the domain's reason when the state refuses it
 * (not its turn, closed, locked), 400 for a counteroffer amount or note the rules refuse.
 */
export function stepReductionFor(
  services: Services,
  caller: Principal,
  scope: BillingScope,
  reductionId: string,
  body: ReductionStepInput,
): Reduction {
  assertBillingWritable(scope);
  const current = reductionOr404(services, scope, reductionId);
  const result = applyReductionStep(current, body, stepBy(services, caller, scope.side));
  if (!result.ok) {
    const note = reductionNote(body.note);
    if ('error' in note && note.error === result.reason)
      throw validationError({ note: result.reason }, result.reason);
    if (body.action === 'COUNTER' && counterRefusal(current, scope.side, body.amountCents) === result.reason)
      throw validationError({ amountCents: result.reason }, result.reason);
    throw conflict(result.reason);
  }
  const updated = services.store.update('reductions', current.id, {
    ...result.negotiation,
    updatedAt: services.clock.now().toISOString(),
  });
  announce(services, caller, scope, updated);
  return updated;
}
