/**
 * Invite Friends (issue 12; SPEC.md 7 "Referral program"): an external user of a VALIDATED company invites a
 * person by e-mail (outbox, the sign-up link carries grsf = the inviter's id, which sign-up credits), lists
 * its participants and whether each joined, and counts its rewards (rules/referralProgram.ts: one per friend
 * who joined).
 */
import {
  LIMITS,
  REFERRAL_MESSAGES,
  referFriendSchema,
  referralSignUpPath,
  rewardCount,
  rewardCounterLabel,
} from '@casebridge/domain';
import type { ReferralParticipant, ReferralParticipantView, RewardCount } from '@casebridge/domain';
import { conflict, notFound, validationError } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { validate } from '../../core/validate.ts';

const view = (p: ReferralParticipant): ReferralParticipantView => ({
  id: p.id,
  referralEmail: p.referralEmail,
  joined: p.joined,
  createdAt: p.createdAt,
});

function participantsOf(services: Services, userId: string): ReferralParticipant[] {
  return services.store.collection('referralParticipants').findBy('userId', userId);
}

export function referFriend(services: Services, caller: Principal, body: unknown): ReferralParticipantView {
  const { referralEmail } = validate(referFriendSchema, body);
  const email = referralEmail.trim().toLowerCase();
  if (email === caller.email.toLowerCase())
    throw validationError({ referralEmail: REFERRAL_MESSAGES.selfInvite }, REFERRAL_MESSAGES.selfInvite);
  if (services.store.collection('users').findOne('email', email))
    throw conflict(REFERRAL_MESSAGES.alreadyMember);
  if (participantsOf(services, caller.userId).some((p) => p.referralEmail.toLowerCase() === email))
    throw conflict(REFERRAL_MESSAGES.alreadyInvited);
  const now = services.clock.now().toISOString();
  const participant = services.store.insert('referralParticipants', {
    userId: caller.userId,
    referralEmail: email,
    joined: false,
    rewarded: false,
    createdAt: now,
  });
  const inviter = services.store.collection('users').get(caller.userId);
  const name = inviter ? `${inviter.name} ${inviter.lastName}`.trim() : caller.email;
  services.store.insert('outbox', {
    to: email,
    subject: `${name} invited you to CaseBridge`,
    body:
      `Hello,\n\n${name} invited you to join CaseBridge, where attorneys, health providers and facilities ` +
      `coordinate personal-injury cases.\n\nSign up here: ${referralSignUpPath(caller.userId, email)}`,
    sentAt: now,
  });
  return view(participant);
}

/** The participants of `userId`, newest first: the user itself only (404 for anyone else's). */
export function participants(
  services: Services,
  caller: Principal,
  userId: string,
): ReferralParticipantView[] {
  if (userId !== caller.userId) throw notFound();
  return participantsOf(services, userId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(view);
}

export function rewards(services: Services, caller: Principal): RewardCount {
  const count = rewardCount(participantsOf(services, caller.userId));
  return { count, goal: LIMITS.rewardGoal, label: rewardCounterLabel(count) };
}
