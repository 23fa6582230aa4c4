import { describe, expect, it } from 'vitest';
import {
  TRUST_MIN_SAMPLE,
  attorneyTrustSignals,
  average,
  formatTrustValue,
  median,
  providerTrustSignals,
  roundToTenth,
  trustNotEnoughText,
} from './trustSignals.ts';
import type { TrustInviteRecord, TrustSignal, TrustSignalKey } from './trustSignals.ts';

const byKey = (signals: TrustSignal[], key: TrustSignalKey) => signals.find((s) => s.key === key)!;

/** An invite presented at 2026-10-01 08:00 UTC and answered `hours` later (null: unanswered). */
const invite = (caseId: string, hours: number | null, accepted = true): TrustInviteRecord => ({
  caseId,
  sentAt: '2026-10-01T08:00:00.000Z',
  answeredAt:
    hours === null
      ? null
      : new Date(Date.parse('2026-10-01T08:00:00.000Z') + hours * 3_600_000).toISOString(),
  accepted,
});

const reduction = (balance: number, accepted: number | null) => ({
  balanceCents: balance,
  acceptedAmountCents: accepted,
});

describe('median and average', () => {
  it('takes the middle value of an odd count, unsorted input', () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4])).toBe(4);
  });
  it('takes the mean of the two middle values of an even count', () => {
    expect(median([10, 1, 4, 3])).toBe(3.5);
    expect(median([2, 2])).toBe(2);
  });
  it('has no value without records', () => {
    expect(median([])).toBeNull();
    expect(average([])).toBeNull();
    expect(average([1, 2, 4])).toBeCloseTo(7 / 3);
  });
  it('rounds to a tenth, half away from zero', () => {
    expect(roundToTenth(2.25)).toBe(2.3);
    expect(roundToTenth(2.24)).toBe(2.2);
    expect(roundToTenth(33.333)).toBe(33.3);
    expect(roundToTenth(-1.25)).toBe(-1.3);
    expect(roundToTenth(7)).toBe(7);
  });
});

describe('providerTrustSignals', () => {
  it('is empty but complete without any record', () => {
    const signals = providerTrustSignals({ invites: [], reductions: [] });
    expect(signals.map((s) => s.key)).toEqual(['casesWorked', 'inviteResponseHours', 'acceptedReduction']);
    for (const s of signals) {
      expect(s).toMatchObject({ value: null, sampleSize: 0, shown: false });
      expect(s.explanation).toContain(`at least ${TRUST_MIN_SAMPLE}`);
    }
  });

  it('counts the different cases of accepted invites only', () => {
    const invites = [
      invite('c1', 1),
      invite('c1', 2),
      invite('c2', 3),
      invite('c3', 4),
      invite('c4', 5),
      invite('c5', 6, false),
    ];
    const cases = byKey(providerTrustSignals({ invites, reductions: [] }), 'casesWorked');
    expect(cases).toMatchObject({ value: null, sampleSize: 4, shown: false });
    invites.push(invite('c6', 7));
    expect(byKey(providerTrustSignals({ invites, reductions: [] }), 'casesWorked')).toMatchObject({
      value: 5,
      sampleSize: 5,
      shown: true,
    });
  });

  it('takes the median response time of answered invites, in hours, leaving the unanswered out', () => {
    const odd = [1, 30, 2.5, 4, 100].map((h, i) => invite(`c${i}`, h, i % 2 === 0));
    const withPending = [...odd, invite('p1', null), invite('p2', null)];
    const signal = byKey(
      providerTrustSignals({ invites: withPending, reductions: [] }),
      'inviteResponseHours',
    );
    expect(signal).toMatchObject({ value: 4, sampleSize: 5, shown: true, unit: 'hours' });
    const even = [...odd, invite('c9', 5)];
    expect(byKey(providerTrustSignals({ invites: even, reductions: [] }), 'inviteResponseHours').value).toBe(
      4.5,
    );
  });

  it('rounds the median response time to a tenth of an hour', () => {
    const invites = [0.25, 0.25, 1 / 3, 2, 2].map((h, i) => invite(`c${i}`, h));
    expect(byKey(providerTrustSignals({ invites, reductions: [] }), 'inviteResponseHours').value).toBe(0.3);
  });

  it('averages the share taken off the balance by accepted reductions only', () => {
    const reductions = [
      reduction(10_000, 8000), // 20%
      reduction(10_000, 7000), // 30%
      reduction(30_000, 20_000), // 33.33%
      reduction(5000, 5000), // 0%
      reduction(20_000, 17_000), // 15%
      reduction(9000, null), // still open: left out
      reduction(0, 0), // nothing owed: left out
    ];
    const signal = byKey(providerTrustSignals({ invites: [], reductions }), 'acceptedReduction');
    expect(signal).toMatchObject({ sampleSize: 5, shown: true, unit: 'percent' });
    expect(signal.value).toBe(19.7);
    const few = byKey(
      providerTrustSignals({ invites: [], reductions: reductions.slice(0, 4) }),
      'acceptedReduction',
    );
    expect(few).toMatchObject({ value: null, sampleSize: 4, shown: false });
  });
});

describe('attorneyTrustSignals', () => {
  const settled = (finalizedAt: string, ...firmPaymentDates: string[]) => ({ finalizedAt, firmPaymentDates });

  it('is empty but complete without any record', () => {
    const signals = attorneyTrustSignals({ referredCaseIds: [], reductions: [], settlements: [] });
    expect(signals.map((s) => s.key)).toEqual([
      'casesReferred',
      'reductionObtained',
      'settlementToPaymentDays',
    ]);
    expect(signals.every((s) => !s.shown && s.value === null && s.sampleSize === 0)).toBe(true);
  });

  it('counts the different cases referred', () => {
    const ids = ['a', 'b', 'a', 'c', 'd', 'e', 'e'];
    expect(
      byKey(attorneyTrustSignals({ referredCaseIds: ids, reductions: [], settlements: [] }), 'casesReferred'),
    ).toMatchObject({ value: 5, sampleSize: 5, shown: true });
    expect(
      byKey(
        attorneyTrustSignals({ referredCaseIds: ids.slice(0, 4), reductions: [], settlements: [] }),
        'casesReferred',
      ),
    ).toMatchObject({ value: null, sampleSize: 3, shown: false });
  });

  it('takes the median calendar days from finalization to the first firm payment on or after it', () => {
    const settlements = [
      settled('2026-09-01T23:30:00.000Z', '2026-09-03', '2026-09-20'), // 2 (first one after)
      settled('2026-09-10T08:00:00.000Z', '2026-09-05', '2026-09-10'), // 0 (same day; the earlier is left out)
      settled('2026-08-01T10:00:00.000Z', '2026-08-31'), // 30
      settled('2026-07-01T10:00:00.000Z', '2026-07-08'), // 7
      settled('2026-06-01T10:00:00.000Z', '2026-06-06'), // 5
      settled('2026-10-01T10:00:00.000Z'), // not paid yet: left out
      settled('2026-10-02T10:00:00.000Z', '2026-09-30'), // paid before only: left out
    ];
    const signal = byKey(
      attorneyTrustSignals({ referredCaseIds: [], reductions: [], settlements }),
      'settlementToPaymentDays',
    );
    expect(signal).toMatchObject({ value: 5, sampleSize: 5, shown: true, unit: 'days' });
    const even = [...settlements, settled('2026-05-01T10:00:00.000Z', '2026-05-07')]; // 6
    expect(
      byKey(
        attorneyTrustSignals({ referredCaseIds: [], reductions: [], settlements: even }),
        'settlementToPaymentDays',
      ).value,
    ).toBe(5.5);
    expect(
      byKey(
        attorneyTrustSignals({ referredCaseIds: [], reductions: [], settlements: settlements.slice(0, 4) }),
        'settlementToPaymentDays',
      ),
    ).toMatchObject({ value: null, sampleSize: 4, shown: false });
  });

  it('averages the reductions obtained', () => {
    const reductions = [1, 2, 3, 4, 5].map((i) => reduction(1000, 1000 - i * 100)); // 10..50%
    expect(
      byKey(attorneyTrustSignals({ referredCaseIds: [], reductions, settlements: [] }), 'reductionObtained'),
    ).toMatchObject({ value: 30, sampleSize: 5, shown: true });
  });
});

describe('formatTrustValue', () => {
  it('writes the value with its unit', () => {
    expect(formatTrustValue({ unit: 'cases', value: 12 })).toBe('12 cases');
    expect(formatTrustValue({ unit: 'hours', value: 1 })).toBe('1 hour');
    expect(formatTrustValue({ unit: 'hours', value: 5.5 })).toBe('5.5 hours');
    expect(formatTrustValue({ unit: 'days', value: 0 })).toBe('0 days');
    expect(formatTrustValue({ unit: 'percent', value: 18.2 })).toBe('18.2%');
    expect(formatTrustValue({ unit: 'days', value: null })).toBe('—');
  });
  it('says how far a signal is from the minimum sample', () => {
    expect(trustNotEnoughText({ sampleSize: 2 })).toBe(
      `Not enough history yet (2 of the ${TRUST_MIN_SAMPLE} needed)`,
    );
  });
});
