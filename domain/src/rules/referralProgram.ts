/**
 * The referral program (Invite Friends, SPEC.md 2.3, 7 "Referral program", 9): an external user of a VALIDATED
 * company invites people by e-mail; the sign-up link carries `grsf` = the inviter's user id, which sign-up
 * credits.
 *
 * What a reward is, once: **one reward per invited friend who signed up** (a participant marked joined) — an
 * invite alone earns nothing, a friend who signs up without an invite but through the inviter's link counts
 * too. The counter shows n/10 while below LIMITS.rewardGoal (rewardCounterLabel in navigation.ts).
 */
import { LIMITS } from '../constants.ts';

export const REWARD_DEFINITION =
  'You earn one reward for each friend who signs up to CaseBridge from your invitation.';

export const REFERRAL_MESSAGES = {
  alreadyInvited: 'You already invited this e-mail address.',
  alreadyMember: 'This person already has a CaseBridge account.',
  selfInvite: 'You cannot invite yourself.',
  invited: 'Invitation sent',
} as const;

/** The rewards a user has earned: its participants who joined. */
export function rewardCount(participants: readonly { joined: boolean }[]): number {
  return participants.filter((p) => p.joined).length;
}

/** How many more joined friends reach the goal (0 once reached). */
export function rewardsToGoal(count: number): number {
  return Math.max(0, LIMITS.rewardGoal - count);
}

/** The sign-up link of an invite: /sign-up?grsf={inviterId}&email={invited}. */
export function referralSignUpPath(inviterId: string, email: string): string {
  return `/sign-up?grsf=${encodeURIComponent(inviterId)}&email=${encodeURIComponent(email)}`;
}
