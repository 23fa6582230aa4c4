/**
 * The answers to a case invite (the receiving company: accept, reject, assign) and the firm's re-sending of a
 * rejected or expired one. Logic in referralAnswerService.ts and referralService.ts.
 */
import {
  ENDPOINTS,
  MESSAGES,
  REJECT_REFERRAL_DENIED,
  assignReferralBodySchema,
  referralViewSchema,
  rejectReferralBodySchema,
  resendReferralBodySchema,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { callerOf, idParams } from '../access.ts';
import { acceptReferral, assignReferral, rejectReferral } from './referralAnswerService.ts';
import { referralView } from './referralLists.ts';
import { resendReferral } from './referralService.ts';

const tags = ['referrals'];
const receiverOnly =
  'Only users of the receiving company answer (404 for anyone else), while the invite is pending at the ' +
  `server’s time: 409 "${MESSAGES.referralExpired}" past its expiry, "${MESSAGES.referralNotPending}" once answered.`;

const accept = defineRoute({
  endpoint: ENDPOINTS.acceptReferral,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: 'Accept a case invite: the company becomes a collaborator of the case and sees its claimant',
    description: `${receiverOnly} Logs the case activity; notifies the firm (REFERRAL / ACCEPT) with an e-mail.`,
    tags,
    response: referralViewSchema,
    errors: [409],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const accepted = acceptReferral(ctx.services, caller, ctx.params.id);
    return { status: 200, body: referralView(ctx.services, caller, accepted.id) };
  },
});

const reject = defineRoute({
  endpoint: ENDPOINTS.rejectReferral,
  access: 'authenticated',
  params: idParams,
  body: rejectReferralBodySchema,
  doc: {
    summary: 'Reject a case invite with a motive of the fixed list (OTHER needs its text)',
    description:
      `${receiverOnly} Owners and admins may reject; a plain member only in a premium company (403 ` +
      `"${REJECT_REFERRAL_DENIED}"). Notifies the firm (REFERRAL / REJECT_INVITE) with the reason, and e-mails it.`,
    tags,
    response: referralViewSchema,
    errors: [403, 409],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const rejected = rejectReferral(ctx.services, caller, ctx.params.id, ctx.body);
    return { status: 200, body: referralView(ctx.services, caller, rejected.id) };
  },
});

const assign = defineRoute({
  endpoint: ENDPOINTS.assignReferral,
  access: 'authenticated',
  params: idParams,
  body: assignReferralBodySchema,
  doc: {
    summary:
      'Assign professionals of the receiving company: accepts a pending invite, or updates an accepted one',
    description:
      `${receiverOnly.replace('while the invite is pending', 'while the invite is pending or accepted')} ` +
      `professionalIds must be licenses of the company (400 "${MESSAGES.referralProfessionalInvalid}"). ` +
      'Notifies the firm and the newly assigned professionals’ users (REFERRAL / ASSIGN).',
    tags,
    response: referralViewSchema,
    errors: [409],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const updated = assignReferral(ctx.services, caller, ctx.params.id, ctx.body.professionalIds);
    return { status: 200, body: referralView(ctx.services, caller, updated.id) };
  },
});

const resend = defineRoute({
  endpoint: ENDPOINTS.resendReferral,
  access: 'authenticated',
  params: idParams,
  body: resendReferralBodySchema,
  doc: {
    summary: 'Send a rejected or expired presentation to another company in one step (the case’s firm)',
    description:
      'Answers the new referral; the old one gets resentAsId. 404 for anyone but the case’s firm; 409 ' +
      `"${MESSAGES.referralCannotResend}" unless rejected or expired and not re-sent yet, or when the case is ` +
      'closed; the company is checked as for a presentation (400, 409), and must be another one.',
    tags,
    response: referralViewSchema,
    errors: [409],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const resent = resendReferral(ctx.services, caller, ctx.params.id, ctx.body);
    return { status: 201, body: referralView(ctx.services, caller, resent.id) };
  },
});

export const referralAnswerRoutes = [accept, reject, assign, resend];
