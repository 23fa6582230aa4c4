/**
 * The reduction negotiation between a case's attorney firm and one provider (issue 14), written once: the
 * fake API enforces it (409 with the refusal reason) and the portal shows the same steps.
 *
 * Every amount is the provider's payoff in cents: what it would be owed if the offer were accepted. The firm
 * asks for a reduction of the balance by an amount or a percentage; it becomes the first offer (balance −
 * reduction). Then:
 *
 *   OPEN (the provider's turn)      provider: ACCEPT -> ACCEPTED, REJECT -> REJECTED, COUNTER -> COUNTERED
 *                                   firm:     WITHDRAW -> WITHDRAWN
 *   COUNTERED (the firm's turn)     firm:     ACCEPT -> ACCEPTED, COUNTER -> OPEN, WITHDRAW -> WITHDRAWN
 *   ACCEPTED, REJECTED, WITHDRAWN   terminal; ACCEPTED locks the amount the provider is owed.
 *
 * After REJECTED or WITHDRAWN the firm may start a new request; after ACCEPTED it may not (locked).
 * The stored enum REDUCTION_STATUSES (enums.ts: REQUESTED, ACCEPTED, REJECTED) maps with legacyReductionStatus:
 * OPEN and COUNTERED -> REQUESTED, ACCEPTED -> ACCEPTED, REJECTED and WITHDRAWN -> REJECTED.
 */
import type { NotificationAction, ReductionStatus } from '../enums.ts';
import { MESSAGES, format } from '../messages.ts';
import type { ReductionRequest } from './reductionAmounts.ts';
import { counterRefusal, reductionNote, requestedReductionCents } from './reductionAmounts.ts';

export const REDUCTION_NEGOTIATION_STATUSES = [
  'OPEN',
  'COUNTERED',
  'ACCEPTED',
  'REJECTED',
  'WITHDRAWN',
] as const;
export type ReductionNegotiationStatus = (typeof REDUCTION_NEGOTIATION_STATUSES)[number];

export const REDUCTION_STATUS_LABELS: Record<ReductionNegotiationStatus, string> = {
  OPEN: 'Awaiting provider',
  COUNTERED: 'Awaiting attorney',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
  WITHDRAWN: 'Withdrawn',
};

/** The two sides: the attorney firm of the case, and the provider or facility whose bills are reduced. */
export type ReductionParty = 'FIRM' | 'PROVIDER';

export const REDUCTION_ACTIONS = ['ACCEPT', 'REJECT', 'COUNTER', 'WITHDRAW'] as const;
export type ReductionAction = (typeof REDUCTION_ACTIONS)[number];

/** Who may take which step in each state; terminal states allow none. */
export const REDUCTION_TRANSITIONS: Record<
  ReductionNegotiationStatus,
  Partial<Record<ReductionAction, { by: ReductionParty; to: ReductionNegotiationStatus }>>
> = {
  OPEN: {
    ACCEPT: { by: 'PROVIDER', to: 'ACCEPTED' },
    REJECT: { by: 'PROVIDER', to: 'REJECTED' },
    COUNTER: { by: 'PROVIDER', to: 'COUNTERED' },
    WITHDRAW: { by: 'FIRM', to: 'WITHDRAWN' },
  },
  COUNTERED: {
    ACCEPT: { by: 'FIRM', to: 'ACCEPTED' },
    COUNTER: { by: 'FIRM', to: 'OPEN' },
    WITHDRAW: { by: 'FIRM', to: 'WITHDRAWN' },
  },
  ACCEPTED: {},
  REJECTED: {},
  WITHDRAWN: {},
};

export type ReductionEntryKind = 'OFFER' | 'COUNTER' | 'ACCEPT' | 'REJECT' | 'WITHDRAW';

export interface ReductionHistoryEntry {
  kind: ReductionEntryKind;
  by: ReductionParty;
  byId: string;
  byName: string;
  at: string;
  /** The payoff offered (OFFER, COUNTER) or locked (ACCEPT); null for REJECT and WITHDRAW. */
  amountCents: number | null;
  note: string | null;
}

/** The state of one negotiation, as the API stores it (beside caseId, providerCompanyId, id). */
export interface ReductionNegotiation {
  status: ReductionNegotiationStatus;
  /** The provider's balance when the firm asked: offers range from 0 to it. */
  balanceCents: number;
  /** The standing offer: what the provider is owed if the side whose turn it is accepts. */
  currentAmountCents: number;
  /** Set once ACCEPTED, never changed after. */
  acceptedAmountCents: number | null;
  history: ReductionHistoryEntry[];
}

export interface ReductionStepBy {
  party: ReductionParty;
  byId: string;
  byName: string;
  at: string;
}

export type ReductionStep =
  | { action: 'ACCEPT' | 'REJECT' | 'WITHDRAW'; note?: string | null }
  | {
      action: 'COUNTER';
      amountCents: number;
      note?: string | null;
    };

export type ReductionResult = { ok: true; negotiation: ReductionNegotiation } | { ok: false; reason: string };

const refuse = (reason: string): ReductionResult => ({ ok: false, reason });

/**
 * Opens a negotiation: only the firm may, only without an open or accepted one for this provider on the case
 * (`existing`: the statuses of that provider's earlier negotiations).
 */
export function startReduction(
  balanceCents: number,
  request: ReductionRequest,
  by: ReductionStepBy,
  existing: readonly ReductionNegotiationStatus[] = [],
): ReductionResult {
  if (by.party !== 'FIRM') return refuse(MESSAGES.reductionOnlyFirmRequests);
  if (existing.includes('ACCEPTED')) return refuse(MESSAGES.reductionLocked);
  if (existing.some(isReductionActive)) return refuse(MESSAGES.reductionAlreadyActive);
  const reduction = requestedReductionCents(balanceCents, request);
  if (typeof reduction !== 'number') return refuse(reduction.error);
  const note = reductionNote(request.note);
  if ('error' in note) return refuse(note.error);
  const amountCents = balanceCents - reduction;
  return {
    ok: true,
    negotiation: {
      status: 'OPEN',
      balanceCents,
      currentAmountCents: amountCents,
      acceptedAmountCents: null,
      history: [
        {
          kind: 'OFFER',
          by: by.party,
          byId: by.byId,
          byName: by.byName,
          at: by.at,
          amountCents,
          note: note.note,
        },
      ],
    },
  };
}

export function isReductionActive(status: ReductionNegotiationStatus): boolean {
  return status === 'OPEN' || status === 'COUNTERED';
}

/** Whose answer the negotiation waits for; null once closed. */
export function reductionTurn(status: ReductionNegotiationStatus): ReductionParty | null {
  return status === 'OPEN' ? 'PROVIDER' : status === 'COUNTERED' ? 'FIRM' : null;
}

/** The steps `party` may take now (for the screen's buttons). */
export function allowedReductionActions(
  status: ReductionNegotiationStatus,
  party: ReductionParty,
): ReductionAction[] {
  return REDUCTION_ACTIONS.filter((action) => REDUCTION_TRANSITIONS[status][action]?.by === party);
}

/** One step of the negotiation: the new state, or the reason it is refused (the API answers 409 with it). */
export function applyReductionStep(
  n: ReductionNegotiation,
  step: ReductionStep,
  by: ReductionStepBy,
): ReductionResult {
  const status = { status: REDUCTION_STATUS_LABELS[n.status].toLowerCase() };
  if (n.status === 'ACCEPTED') return refuse(MESSAGES.reductionLocked);
  if (!isReductionActive(n.status)) return refuse(format(MESSAGES.reductionClosed, status));
  const edge = REDUCTION_TRANSITIONS[n.status][step.action];
  if (!edge) return refuse(format(MESSAGES.reductionActionNotAllowed, status));
  if (edge.by !== by.party) return refuse(MESSAGES.reductionNotYourTurn);
  const note = reductionNote(step.note);
  if ('error' in note) return refuse(note.error);
  const entry = { by: by.party, byId: by.byId, byName: by.byName, at: by.at, note: note.note };
  if (step.action === 'COUNTER') {
    const reason = counterRefusal(n, by.party, step.amountCents);
    if (reason) return refuse(reason);
    return {
      ok: true,
      negotiation: {
        ...n,
        status: edge.to,
        currentAmountCents: step.amountCents,
        history: [...n.history, { ...entry, kind: 'COUNTER', amountCents: step.amountCents }],
      },
    };
  }
  const accepted = step.action === 'ACCEPT';
  return {
    ok: true,
    negotiation: {
      ...n,
      status: edge.to,
      acceptedAmountCents: accepted ? n.currentAmountCents : null,
      history: [
        ...n.history,
        { ...entry, kind: step.action, amountCents: accepted ? n.currentAmountCents : null },
      ],
    },
  };
}

/** The label of each history entry: Offer, Counter 1, Counter 2…, then Accepted, Rejected or Withdrawn. */
export function reductionHistoryLabels(history: readonly ReductionHistoryEntry[]): string[] {
  let counters = 0;
  return history.map((entry) => {
    if (entry.kind === 'OFFER') return 'Offer';
    if (entry.kind === 'COUNTER') return `Counter ${++counters}`;
    return entry.kind === 'ACCEPT' ? 'Accepted' : entry.kind === 'REJECT' ? 'Rejected' : 'Withdrawn';
  });
}

/** The reduction the settlement statement counts: balance − the locked amount once ACCEPTED, else null. */
export function acceptedReductionCents(
  n: Pick<ReductionNegotiation, 'status' | 'balanceCents' | 'acceptedAmountCents'>,
): number | null {
  return n.status === 'ACCEPTED' && n.acceptedAmountCents !== null
    ? n.balanceCents - n.acceptedAmountCents
    : null;
}

/** The stored enum of today's Reduction records (fixtures, reports) for each negotiation status. */
export function legacyReductionStatus(status: ReductionNegotiationStatus): ReductionStatus {
  if (status === 'ACCEPTED') return 'ACCEPTED';
  return isReductionActive(status) ? 'REQUESTED' : 'REJECTED';
}

/**
 * The REDUCTION notification each step sends to the other side. A counter asks the other side again
 * (REQUEST). WITHDRAW uses DELETE, which NOTIFICATION_TARGETS does not map for REDUCTION yet.
 */
export function reductionNotificationAction(kind: ReductionEntryKind): NotificationAction {
  const actions: Record<ReductionEntryKind, NotificationAction> = {
    OFFER: 'REQUEST',
    COUNTER: 'REQUEST',
    ACCEPT: 'ACCEPT',
    REJECT: 'REJECT',
    WITHDRAW: 'DELETE',
  };
  return actions[kind];
}
