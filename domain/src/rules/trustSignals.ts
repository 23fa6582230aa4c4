/**
 * Trust signals of the directory's profiles (issue 12): figures computed from the platform's own records, never
 * from paid or anonymous reviews. A provider or facility: the cases it worked on, its median response time to
 * case invites and the average reduction it accepted; an attorney firm: the cases it referred, the average
 * reduction it obtained and its median days from a finalized settlement to payment. Each is shown only from
 * TRUST_MIN_SAMPLE records on, with the text of how it is computed. Pure: the caller reads the records.
 */

/** The smallest sample a signal is shown from (below it the profile says there is not enough history). */
export const TRUST_MIN_SAMPLE = 5;

export const TRUST_SIGNAL_KEYS = [
  'casesWorked',
  'inviteResponseHours',
  'acceptedReduction',
  'casesReferred',
  'reductionObtained',
  'settlementToPaymentDays',
] as const;
export type TrustSignalKey = (typeof TRUST_SIGNAL_KEYS)[number];

export type TrustSignalUnit = 'cases' | 'hours' | 'percent' | 'days';

export interface TrustSignal {
  key: TrustSignalKey;
  label: string;
  unit: TrustSignalUnit;
  /** Rounded to a tenth (counts are whole); null when there is no record at all or the sample is too small. */
  value: number | null;
  /** How many records the value is computed from. */
  sampleSize: number;
  /** sampleSize >= TRUST_MIN_SAMPLE: the value may be shown. */
  shown: boolean;
  /** How it is computed, in a sentence or two (the profile's "How is this computed?"). */
  explanation: string;
}

/** A case invite received by a provider or facility. */
export interface TrustInviteRecord {
  caseId: string;
  /** ISO date-time it was presented. */
  sentAt: string;
  /** ISO date-time it was accepted or rejected; null while pending or once expired. */
  answeredAt: string | null;
  accepted: boolean;
}

/** A reduction negotiation: the balance asked about and, once ACCEPTED, the amount agreed. */
export interface TrustReductionRecord {
  balanceCents: number;
  acceptedAmountCents: number | null;
}

/** A FINALIZED settlement statement and the dates of the firm's payments recorded on the case's bills. */
export interface TrustSettlementRecord {
  /** ISO date-time the statement was finalized. */
  finalizedAt: string;
  /** YYYY-MM-DD of each payment the firm (payer ATTORNEY_FIRM) recorded on the case. */
  firmPaymentDates: readonly string[];
}

const MIN = `It is shown once it rests on at least ${TRUST_MIN_SAMPLE}`;

export const TRUST_SIGNAL_TEXT: Record<TrustSignalKey, { label: string; explanation: string }> = {
  casesWorked: {
    label: 'Cases worked on',
    explanation:
      'The number of different cases this company accepted through CaseBridge case invites. ' +
      `${MIN} cases.`,
  },
  inviteResponseHours: {
    label: 'Median response time',
    explanation:
      'The median time between a case invite being presented to this company and its answer (accepted or ' +
      'rejected), over every answered invite; invites that expired unanswered are left out. ' +
      `${MIN} answered invites.`,
  },
  acceptedReduction: {
    label: 'Average accepted reduction',
    explanation:
      'The average, over the reductions this company accepted on the cases it took through case invites, of ' +
      'the share taken off its balance: (balance − agreed amount) ÷ balance. ' +
      `${MIN} accepted reductions.`,
  },
  casesReferred: {
    label: 'Cases referred',
    explanation:
      'The number of different cases this firm presented to health providers or facilities through CaseBridge. ' +
      `${MIN} cases.`,
  },
  reductionObtained: {
    label: 'Average reduction obtained',
    explanation:
      'The average, over the reductions accepted on this firm’s cases, of the share taken off the provider’s ' +
      `balance: (balance − agreed amount) ÷ balance. ${MIN} accepted reductions.`,
  },
  settlementToPaymentDays: {
    label: 'Median days to pay after settlement',
    explanation:
      'For each case whose settlement statement this firm finalized and then paid, the calendar days from the ' +
      'finalization to the firm’s first payment recorded on or after that day; the median of those days. ' +
      `${MIN} paid settlements.`,
  },
};

/** Rounded half away from zero to a tenth (0.05 → 0.1). */
export function roundToTenth(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 10)) / 10;
}

/** The median of the values (the mean of the two middle ones for an even count); null when there are none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function average(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

function signal(key: TrustSignalKey, unit: TrustSignalUnit, value: number | null, sampleSize: number) {
  const shown = sampleSize >= TRUST_MIN_SAMPLE && value !== null;
  return {
    key,
    unit,
    ...TRUST_SIGNAL_TEXT[key],
    value: shown ? roundToTenth(value) : null,
    sampleSize,
    shown,
  } satisfies TrustSignal;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The percentage taken off the balance by each accepted reduction (balances of 0 are left out). */
function reductionPercents(reductions: readonly TrustReductionRecord[]): number[] {
  return reductions
    .filter((r) => r.acceptedAmountCents !== null && r.balanceCents > 0)
    .map((r) => ((r.balanceCents - r.acceptedAmountCents!) / r.balanceCents) * 100);
}

/** Whole calendar days (UTC) from one date to another. */
function calendarDays(from: string, to: string): number {
  return Math.round((Date.parse(to.slice(0, 10)) - Date.parse(from.slice(0, 10))) / DAY_MS);
}

/** A provider's or facility's signals, from the case invites it received and its accepted reductions. */
export function providerTrustSignals(input: {
  invites: readonly TrustInviteRecord[];
  reductions: readonly TrustReductionRecord[];
}): TrustSignal[] {
  const cases = new Set(input.invites.filter((i) => i.accepted).map((i) => i.caseId)).size;
  const hours = input.invites
    .filter((i) => i.answeredAt !== null)
    .map((i) => (Date.parse(i.answeredAt!) - Date.parse(i.sentAt)) / HOUR_MS)
    .filter((h) => Number.isFinite(h) && h >= 0);
  const percents = reductionPercents(input.reductions);
  return [
    signal('casesWorked', 'cases', cases, cases),
    signal('inviteResponseHours', 'hours', median(hours), hours.length),
    signal('acceptedReduction', 'percent', average(percents), percents.length),
  ];
}

/** An attorney firm's signals, from the cases it referred, the reductions on its cases and its settlements. */
export function attorneyTrustSignals(input: {
  referredCaseIds: readonly string[];
  reductions: readonly TrustReductionRecord[];
  settlements: readonly TrustSettlementRecord[];
}): TrustSignal[] {
  const cases = new Set(input.referredCaseIds).size;
  const percents = reductionPercents(input.reductions);
  const days = input.settlements.flatMap((s) => {
    const settled = s.finalizedAt.slice(0, 10);
    const after = s.firmPaymentDates.filter((d) => d >= settled).sort();
    return after.length > 0 ? [calendarDays(settled, after[0]!)] : [];
  });
  return [
    signal('casesReferred', 'cases', cases, cases),
    signal('reductionObtained', 'percent', average(percents), percents.length),
    signal('settlementToPaymentDays', 'days', median(days), days.length),
  ];
}

/** A shown signal's value as the profile writes it ("12 cases", "5.5 hours", "18.2%", "1 day"). */
export function formatTrustValue(signal: Pick<TrustSignal, 'unit' | 'value'>): string {
  const { value, unit } = signal;
  if (value === null) return '—';
  if (unit === 'percent') return `${value}%`;
  const word = { cases: 'case', hours: 'hour', days: 'day' }[unit];
  return `${value} ${word}${value === 1 ? '' : 's'}`;
}

/** What a signal below the minimum sample says instead of a number. */
export const trustNotEnoughText = (signal: Pick<TrustSignal, 'sampleSize'>) =>
  `Not enough history yet (${signal.sampleSize} of the ${TRUST_MIN_SAMPLE} needed)`;
