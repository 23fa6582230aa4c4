/**
 * The pro-rata suggestion sent as reduction requests in one step (issue 14): for each requestable share of
 * suggestProRata (or the providers asked for), a request of the share's reduction by AMOUNT with the note,
 * started through the billing's requestReductionFor (its checks, activity and notifications). A provider
 * that cannot be asked is answered as skipped with the reason; 409 when none can be.
 */
import { MESSAGES, format, suggestProRata } from '@casebridge/domain';
import type { ProRataRequestsResult, proRataRequestsBodySchema } from '@casebridge/domain';
import type { z } from 'zod';
import { conflict } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { caseProviderFigures } from '../billing/billingFigures.ts';
import type { ProviderFigures } from '../billing/billingFigures.ts';
import { reductionView, requestReductionFor } from '../billing/reductionService.ts';
import {
  EMPTY_FIGURES,
  settlementInput,
  settlementProblems,
  writableSettlement,
} from './settlementService.ts';
import { requestable } from './settlementView.ts';

export type ProRataRequestsInput = z.output<typeof proRataRequestsBodySchema>;

/** Why a provider of the suggestion is not asked (null: it is). */
function skipReason(p: ProviderFigures | undefined, reductionCents: number): string | null {
  if (!p) return MESSAGES.billingNotOnCase;
  if (p.current?.status === 'ACCEPTED') return MESSAGES.reductionLocked;
  if (p.current) return MESSAGES.reductionAlreadyActive;
  if (p.totals.billedCents === p.totals.paidCents) return MESSAGES.reductionNoBalance;
  if (!requestable(p, reductionCents))
    return format(MESSAGES.settlementProRataNoReduction, { provider: p.provider.name });
  return null;
}

export function sendProRataRequests(
  services: Services,
  caller: Principal,
  caseId: string,
  body: ProRataRequestsInput,
): ProRataRequestsResult {
  const { seen, record } = writableSettlement(services, caller, caseId);
  const providers = caseProviderFigures(services, seen.legalCase);
  const input = settlementInput(record ?? EMPTY_FIGURES, providers);
  const [problem] = settlementProblems(input);
  if (problem !== undefined) throw conflict(problem);
  const byId = new Map(providers.map((p) => [p.provider.id, p]));
  const shares = new Map(suggestProRata(input).shares.map((s) => [s.providerId, s.reductionCents]));
  const asked = body.providerIds ? [...new Set(body.providerIds)] : [...shares.keys()];
  const result: ProRataRequestsResult = { sent: [], skipped: [] };
  for (const providerId of asked) {
    const p = byId.get(providerId);
    const reductionCents = shares.get(providerId) ?? 0;
    const reason = skipReason(p, reductionCents);
    if (reason !== null || !p) {
      result.skipped.push({ providerId, reason: reason ?? MESSAGES.billingNotOnCase });
      continue;
    }
    const note = body.note ?? null;
    const reduction = requestReductionFor(services, caller, seen.legalCase, p.provider, {
      by: 'AMOUNT',
      reductionCents,
      note,
    });
    result.sent.push(reductionView(reduction));
  }
  if (result.sent.length === 0) throw conflict(MESSAGES.settlementProRataNothing);
  return result;
}
