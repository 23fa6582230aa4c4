import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { requestedReductionCents } from './reductionAmounts.ts';
import type { ReductionNegotiation, ReductionStep, ReductionStepBy } from './reductions.ts';
import {
  REDUCTION_NEGOTIATION_STATUSES,
  acceptedReductionCents,
  allowedReductionActions,
  applyReductionStep,
  legacyReductionStatus,
  reductionHistoryLabels,
  reductionNotificationAction,
  reductionTurn,
  startReduction,
} from './reductions.ts';

const FIRM: ReductionStepBy = {
  party: 'FIRM',
  byId: 'u-att',
  byName: 'Ann Attorney',
  at: '2026-11-20T10:00:00.000Z',
};
const PROVIDER: ReductionStepBy = {
  party: 'PROVIDER',
  byId: 'u-doc',
  byName: 'Dan Doctor',
  at: '2026-11-21T10:00:00.000Z',
};

function ok(result: ReturnType<typeof startReduction>): ReductionNegotiation {
  if (!result.ok) throw new Error(result.reason);
  return result.negotiation;
}
/** A 9,000.00 balance; the firm asks 25 % off: offer 6,750.00. */
const open = () =>
  ok(startReduction(900_000, { by: 'PERCENT', percent: 25, note: ' Policy limit is low ' }, FIRM));
const step = (n: ReductionNegotiation, s: ReductionStep, by: ReductionStepBy) => applyReductionStep(n, s, by);
const refusal = (n: ReductionNegotiation, s: ReductionStep, by: ReductionStepBy) => {
  const r = step(n, s, by);
  return r.ok ? 'allowed' : r.reason;
};

describe('startReduction', () => {
  it('opens with the offer as the payoff after the reduction, awaiting the provider', () => {
    const n = open();
    expect(n).toMatchObject({
      status: 'OPEN',
      balanceCents: 900_000,
      currentAmountCents: 675_000,
      acceptedAmountCents: null,
    });
    expect(n.history).toEqual([
      {
        kind: 'OFFER',
        by: 'FIRM',
        byId: 'u-att',
        byName: 'Ann Attorney',
        at: FIRM.at,
        amountCents: 675_000,
        note: 'Policy limit is low',
      },
    ]);
    expect(reductionTurn(n.status)).toBe('PROVIDER');
  });
  it('takes an amount off the balance', () => {
    expect(
      ok(startReduction(900_000, { by: 'AMOUNT', reductionCents: 150_000 }, FIRM)).currentAmountCents,
    ).toBe(750_000);
    expect(
      ok(startReduction(900_000, { by: 'AMOUNT', reductionCents: 900_000 }, FIRM)).currentAmountCents,
    ).toBe(0);
  });
  it('refuses a reduction larger than the balance, a zero or bad amount or percentage, no balance', () => {
    expect(requestedReductionCents(900_000, { by: 'AMOUNT', reductionCents: 900_001 })).toEqual({
      error: 'The reduction ($9,000.01) cannot be more than the balance ($9,000.00).',
    });
    expect(requestedReductionCents(900_000, { by: 'AMOUNT', reductionCents: 0 })).toEqual({
      error: MESSAGES.reductionAmountInvalid,
    });
    expect(requestedReductionCents(900_000, { by: 'AMOUNT', reductionCents: 1.5 })).toEqual({
      error: MESSAGES.reductionAmountInvalid,
    });
    expect(requestedReductionCents(900_000, { by: 'PERCENT', percent: 0 })).toEqual({
      error: MESSAGES.reductionPercentInvalid,
    });
    expect(requestedReductionCents(900_000, { by: 'PERCENT', percent: 100.5 })).toEqual({
      error: MESSAGES.reductionPercentInvalid,
    });
    expect(requestedReductionCents(0, { by: 'PERCENT', percent: 10 })).toEqual({
      error: MESSAGES.reductionNoBalance,
    });
    expect(requestedReductionCents(1_000, { by: 'PERCENT', percent: 33.335 })).toBe(333);
    // A percentage that rounds to no cent asks for nothing: refused, not an offer of the whole balance.
    expect(requestedReductionCents(1_000, { by: 'PERCENT', percent: 0.0001 })).toEqual({
      error: MESSAGES.reductionAmountInvalid,
    });
  });
  it('only the firm may ask, and not while one is open or accepted', () => {
    const ask = { by: 'PERCENT', percent: 10 } as const;
    expect(startReduction(900_000, ask, PROVIDER)).toEqual({
      ok: false,
      reason: MESSAGES.reductionOnlyFirmRequests,
    });
    expect(startReduction(900_000, ask, FIRM, ['REJECTED', 'COUNTERED'])).toEqual({
      ok: false,
      reason: MESSAGES.reductionAlreadyActive,
    });
    expect(startReduction(900_000, ask, FIRM, ['OPEN'])).toEqual({
      ok: false,
      reason: MESSAGES.reductionAlreadyActive,
    });
    expect(startReduction(900_000, ask, FIRM, ['ACCEPTED'])).toEqual({
      ok: false,
      reason: MESSAGES.reductionLocked,
    });
    expect(startReduction(900_000, ask, FIRM, ['REJECTED', 'WITHDRAWN']).ok).toBe(true);
  });
  it('refuses a note over 1000 characters', () => {
    expect(startReduction(900_000, { by: 'PERCENT', percent: 10, note: 'x'.repeat(1001) }, FIRM)).toEqual({
      ok: false,
      reason: 'The note can be 1000 characters at most.',
    });
  });
});

describe('transitions', () => {
  it('OPEN: the provider accepts, the amount is locked', () => {
    const n = ok(step(open(), { action: 'ACCEPT' }, PROVIDER));
    expect(n).toMatchObject({ status: 'ACCEPTED', acceptedAmountCents: 675_000 });
    expect(n.history.at(-1)).toMatchObject({ kind: 'ACCEPT', by: 'PROVIDER', amountCents: 675_000 });
    expect(acceptedReductionCents(n)).toBe(225_000);
    for (const s of [
      { action: 'COUNTER', amountCents: 700_000 },
      { action: 'WITHDRAW' },
      { action: 'REJECT' },
    ] as const) {
      expect(refusal(n, s, FIRM)).toBe(MESSAGES.reductionLocked);
      expect(refusal(n, s, PROVIDER)).toBe(MESSAGES.reductionLocked);
    }
  });
  it('OPEN: the provider rejects', () => {
    const n = ok(step(open(), { action: 'REJECT', note: 'Too low' }, PROVIDER));
    expect(n).toMatchObject({ status: 'REJECTED', acceptedAmountCents: null });
    expect(acceptedReductionCents(n)).toBeNull();
    expect(refusal(n, { action: 'ACCEPT' }, FIRM)).toBe('This reduction request is closed (rejected).');
  });
  it('OPEN: the provider counters (higher), then the firm accepts the counter', () => {
    const c = ok(step(open(), { action: 'COUNTER', amountCents: 800_000 }, PROVIDER));
    expect(c).toMatchObject({ status: 'COUNTERED', currentAmountCents: 800_000 });
    expect(reductionTurn(c.status)).toBe('FIRM');
    const a = ok(step(c, { action: 'ACCEPT' }, FIRM));
    expect(a).toMatchObject({ status: 'ACCEPTED', acceptedAmountCents: 800_000 });
    expect(acceptedReductionCents(a)).toBe(100_000);
  });
  it('COUNTERED: the firm counters back (lower), awaiting the provider again', () => {
    const c = ok(step(open(), { action: 'COUNTER', amountCents: 800_000 }, PROVIDER));
    const back = ok(step(c, { action: 'COUNTER', amountCents: 720_000 }, FIRM));
    expect(back).toMatchObject({ status: 'OPEN', currentAmountCents: 720_000 });
    expect(ok(step(back, { action: 'ACCEPT' }, PROVIDER)).acceptedAmountCents).toBe(720_000);
  });
  it('the firm withdraws while OPEN or COUNTERED', () => {
    expect(ok(step(open(), { action: 'WITHDRAW' }, FIRM)).status).toBe('WITHDRAWN');
    const c = ok(step(open(), { action: 'COUNTER', amountCents: 800_000 }, PROVIDER));
    const w = ok(step(c, { action: 'WITHDRAW' }, FIRM));
    expect(w).toMatchObject({ status: 'WITHDRAWN', acceptedAmountCents: null });
    expect(refusal(w, { action: 'ACCEPT' }, PROVIDER)).toBe('This reduction request is closed (withdrawn).');
  });
  it('refuses a step out of turn or not allowed in the state', () => {
    const n = open();
    expect(refusal(n, { action: 'ACCEPT' }, FIRM)).toBe(MESSAGES.reductionNotYourTurn);
    expect(refusal(n, { action: 'COUNTER', amountCents: 600_000 }, FIRM)).toBe(MESSAGES.reductionNotYourTurn);
    expect(refusal(n, { action: 'WITHDRAW' }, PROVIDER)).toBe(MESSAGES.reductionNotYourTurn);
    const c = ok(step(n, { action: 'COUNTER', amountCents: 800_000 }, PROVIDER));
    expect(refusal(c, { action: 'ACCEPT' }, PROVIDER)).toBe(MESSAGES.reductionNotYourTurn);
    expect(refusal(c, { action: 'REJECT' }, FIRM)).toBe(
      'This step is not allowed while the reduction is awaiting attorney.',
    );
  });
  it('refuses counters that are bad, over the balance, the same, or the wrong way', () => {
    const n = open();
    expect(refusal(n, { action: 'COUNTER', amountCents: -1 }, PROVIDER)).toBe(
      MESSAGES.reductionCounterInvalid,
    );
    expect(refusal(n, { action: 'COUNTER', amountCents: 900_001 }, PROVIDER)).toBe(
      'The counteroffer ($9,000.01) cannot be more than the balance ($9,000.00).',
    );
    expect(refusal(n, { action: 'COUNTER', amountCents: 675_000 }, PROVIDER)).toBe(
      MESSAGES.reductionCounterSame,
    );
    expect(refusal(n, { action: 'COUNTER', amountCents: 600_000 }, PROVIDER)).toBe(
      'Your counteroffer must be more than the amount offered ($6,750.00).',
    );
    const c = ok(step(n, { action: 'COUNTER', amountCents: 900_000 }, PROVIDER));
    expect(refusal(c, { action: 'COUNTER', amountCents: 900_000 }, FIRM)).toBe(MESSAGES.reductionCounterSame);
    expect(refusal(c, { action: 'COUNTER', amountCents: 950_000 }, FIRM)).toContain(
      'cannot be more than the balance',
    );
  });
  it('lists the allowed actions per state and party', () => {
    expect(allowedReductionActions('OPEN', 'PROVIDER')).toEqual(['ACCEPT', 'REJECT', 'COUNTER']);
    expect(allowedReductionActions('OPEN', 'FIRM')).toEqual(['WITHDRAW']);
    expect(allowedReductionActions('COUNTERED', 'FIRM')).toEqual(['ACCEPT', 'COUNTER', 'WITHDRAW']);
    expect(allowedReductionActions('COUNTERED', 'PROVIDER')).toEqual([]);
    for (const s of ['ACCEPTED', 'REJECTED', 'WITHDRAWN'] as const) {
      expect(allowedReductionActions(s, 'FIRM')).toEqual([]);
      expect(reductionTurn(s)).toBeNull();
    }
  });
});

describe('history and mappings', () => {
  it('numbers the history: Offer, Counter 1, Counter 2, Counter 3, Accepted', () => {
    let n = open();
    n = ok(step(n, { action: 'COUNTER', amountCents: 850_000 }, PROVIDER));
    n = ok(step(n, { action: 'COUNTER', amountCents: 700_000, note: 'Final' }, FIRM));
    n = ok(step(n, { action: 'COUNTER', amountCents: 780_000 }, PROVIDER));
    n = ok(step(n, { action: 'ACCEPT' }, FIRM));
    expect(reductionHistoryLabels(n.history)).toEqual([
      'Offer',
      'Counter 1',
      'Counter 2',
      'Counter 3',
      'Accepted',
    ]);
    expect(n.history.map((e) => [e.by, e.amountCents])).toEqual([
      ['FIRM', 675_000],
      ['PROVIDER', 850_000],
      ['FIRM', 700_000],
      ['PROVIDER', 780_000],
      ['FIRM', 780_000],
    ]);
    expect(n.history[2]?.note).toBe('Final');
    expect(
      reductionHistoryLabels([
        ...open().history,
        ...ok(step(open(), { action: 'WITHDRAW' }, FIRM)).history.slice(1),
      ]),
    ).toEqual(['Offer', 'Withdrawn']);
  });
  it('maps to the stored enum and to the REDUCTION notification actions', () => {
    expect(REDUCTION_NEGOTIATION_STATUSES.map(legacyReductionStatus)).toEqual([
      'REQUESTED',
      'REQUESTED',
      'ACCEPTED',
      'REJECTED',
      'REJECTED',
    ]);
    expect(
      (['OFFER', 'COUNTER', 'ACCEPT', 'REJECT', 'WITHDRAW'] as const).map(reductionNotificationAction),
    ).toEqual(['REQUEST', 'REQUEST', 'ACCEPT', 'REJECT', 'DELETE']);
  });
});
