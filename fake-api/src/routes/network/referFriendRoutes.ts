/**
 * Invite Friends (issue 12; SPEC.md 7 "Referral program"): POST /refer-friends, GET
 * /refer-friends/participants/{id}, GET /refer-friends/rewards/count. Rules in referFriendService.ts.
 */
import { z } from 'zod';
import {
  ENDPOINTS,
  REFERRAL_MESSAGES,
  REWARD_DEFINITION,
  can,
  referFriendSchema,
  referralParticipantSchema,
  rewardCountSchema,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { callerOf, idParams } from '../access.ts';
import { participants, referFriend, rewards } from './referFriendService.ts';

const tags = ['network'];
const inviter = (principal: Parameters<typeof can>[0]) => can(principal, 'inviteFriends');

const invite = defineRoute({
  endpoint: ENDPOINTS.referFriend,
  access: inviter,
  body: referFriendSchema,
  doc: {
    summary: 'Invite a friend by e-mail (external users of a VALIDATED company)',
    description:
      'E-mails (outbox) the sign-up link /sign-up?grsf={your user id}&email={theirs}; sign-up marks the ' +
      `participant joined. 400 for a bad e-mail or your own; 409 "${REFERRAL_MESSAGES.alreadyMember}" or ` +
      `"${REFERRAL_MESSAGES.alreadyInvited}"; 403 for claimants, staff and users of a company not VALIDATED.`,
    requestBody: referFriendSchema,
    tags,
    response: referralParticipantSchema,
    errors: [400, 403, 409],
  },
  handler: (ctx) => ({ status: 201, body: referFriend(ctx.services, callerOf(ctx), ctx.body) }),
});

const list = defineRoute({
  endpoint: ENDPOINTS.listReferralParticipants,
  access: inviter,
  params: idParams,
  doc: {
    summary: 'The people a user invited and whether each joined, newest first (the user itself)',
    description: '404 for another user’s id.',
    tags,
    response: z.array(referralParticipantSchema),
    errors: [403, 404],
  },
  handler: (ctx) => ({ status: 200, body: participants(ctx.services, callerOf(ctx), ctx.params.id) }),
});

const count = defineRoute({
  endpoint: ENDPOINTS.countRewards,
  access: inviter,
  doc: {
    summary: 'The caller’s growth rewards',
    description: `${REWARD_DEFINITION} \`label\` is n/10 while below 10 (the user menu's counter).`,
    tags,
    response: rewardCountSchema,
    errors: [403],
  },
  handler: (ctx) => ({ status: 200, body: rewards(ctx.services, callerOf(ctx)) }),
});

export const referFriendRoutes = [invite, list, count];
