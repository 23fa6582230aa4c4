/**
 * Who sees which trust signals of a directory profile (issue 39 item 15). The profile is public, but the
 * figures about negotiations and settlements (reductions accepted or obtained, days to pay after a
 * settlement) are business figures: only signed-in users of a VALIDATED company and internal staff get them.
 */
import { isInternal } from './actor.ts';
import type { Actor } from './actor.ts';
import type { TrustSignalKey } from './trustSignals.ts';

/** The negotiation and settlement signals, left out for anyone else. */
export const NEGOTIATION_SIGNAL_KEYS: readonly TrustSignalKey[] = [
  'acceptedReduction',
  'reductionObtained',
  'settlementToPaymentDays',
];

/** Who reads a profile: null when not signed in. */
export type TrustSignalViewer = Pick<Actor, 'userType' | 'companyStatus'>;

export function maySeeNegotiationSignals(viewer: TrustSignalViewer | null): boolean {
  return viewer !== null && (isInternal(viewer) || viewer.companyStatus === 'VALIDATED');
}

/** The signals `viewer` may see, in their order. */
export function trustSignalsFor<S extends { key: TrustSignalKey }>(
  signals: readonly S[],
  viewer: TrustSignalViewer | null,
): S[] {
  if (maySeeNegotiationSignals(viewer)) return [...signals];
  return signals.filter((signal) => !NEGOTIATION_SIGNAL_KEYS.includes(signal.key));
}
