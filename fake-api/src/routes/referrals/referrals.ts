/**
 * Referrals and case invites (issue 13), the firm's and the receiver's reads and the presentation itself:
 * present a case, the received invites list with its status counts, the skeleton list, one referral and a
 * case's presentations. Logic in referralService.ts and referralLists.ts; answers in referralAnswers.ts.
 */
import { z } from 'zod';
import {
  ENDPOINTS,
  MESSAGES,
  presentCaseBodySchema,
  referralSkeletonRowSchema,
  referralStatusCountsSchema,
  referralViewSchema,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { listResponse } from '../../core/list.ts';
import { listQueryParams, parseListQuery } from '../../core/listQuery.ts';
import { callerOf, idParams } from '../access.ts';
import {
  INVITE_FILTER_FIELDS,
  INVITE_SORT_FIELDS,
  caseReferrals,
  countReceived,
  listReceived,
  referralView,
  skeleton,
  viewsOf,
} from './referralLists.ts';
import { presentCase } from './referralService.ts';

const tags = ['referrals'];

const present = defineRoute({
  endpoint: ENDPOINTS.presentCase,
  access: 'authenticated',
  body: presentCaseBodySchema,
  doc: {
    summary: 'Present a case to health providers or facilities (the case’s firm): one referral per company',
    description:
      'Each recipient must be a VALIDATED health provider or facility (400 "' +
      `${MESSAGES.referralRecipientInvalid}"), not already working on the case and without a pending invite ` +
      'for it (409), and professionalIds must be licenses of that company (400). A closed, withdrawn, settled ' +
      `or merged case answers 409 "${MESSAGES.referralCaseClosed}"; a case the caller may not see 404, and ` +
      'one it sees without being its firm 403. Each receiver’s owners, admins and addressed professionals ' +
      'get CASE / PRESENT (extra caseId:referralId) and an e-mail; reminders follow after 2 and 5 days, ' +
      'expiry after 7.',
    tags,
    response: z.array(referralViewSchema),
    errors: [403, 404, 409],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const created = presentCase(ctx.services, caller, ctx.body);
    return { status: 201, body: viewsOf(ctx.services, caller, created) };
  },
});

const list = defineRoute({
  endpoint: ENDPOINTS.listReferrals,
  access: 'authenticated',
  query: listQueryParams,
  doc: {
    summary: 'The case invites received by the caller’s company (health providers and facilities)',
    description:
      'ra-data-simple-rest list: filter status (one or several) and q (the case folio or the firm’s name), ' +
      `sort by ${INVITE_SORT_FIELDS.join(', ')} (default createdAt DESC), range or page/size; Content-Range. ` +
      `Other companies’ users and staff get 403 "${MESSAGES.caseInvitesOnly}". The claimant is null until ` +
      'the company accepts.',
    tags,
    response: z.array(referralViewSchema),
    list: true,
    errors: [403],
  },
  handler: (ctx) => {
    const listQuery = parseListQuery(ctx.query, {
      filterFields: INVITE_FILTER_FIELDS,
      sortFields: INVITE_SORT_FIELDS,
      defaultSort: { field: 'createdAt', order: 'DESC' },
    });
    const result = listReceived(ctx.services, callerOf(ctx), listQuery);
    return listResponse('referrals', result, listQuery.range);
  },
});

const counts = defineRoute({
  endpoint: ENDPOINTS.getReferralStatusCounts,
  access: 'authenticated',
  doc: {
    summary: 'How many case invites the caller’s company received, per status (the list’s tabs)',
    description: `A pending invite past its expiry counts as EXPIRED. Others than providers and facilities: 403.`,
    tags,
    response: referralStatusCountsSchema,
    errors: [403],
  },
  handler: (ctx) => ({ status: 200, body: countReceived(ctx.services, callerOf(ctx)) }),
});

const skeletonQuery = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

const skeletonList = defineRoute({
  endpoint: ENDPOINTS.listReferralSkeleton,
  access: 'authenticated',
  query: skeletonQuery,
  doc: {
    summary: 'The company’s referrals, sent and received, as light rows (newest first, server paging)',
    description:
      'page is 0-based, size 1 to 100 (default 20). Answers { data, total }; users without a company (staff, ' +
      'claimants) get an empty page.',
    tags,
    response: z.object({ data: z.array(referralSkeletonRowSchema), total: z.number() }),
  },
  handler: (ctx) => ({
    status: 200,
    body: skeleton(ctx.services, callerOf(ctx), ctx.query.page, ctx.query.size),
  }),
});

const getOne = defineRoute({
  endpoint: ENDPOINTS.getReferral,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: 'One referral, for its firm or its receiving company (404 for anyone else)',
    description:
      'canAnswer, canReject (with rejectDeniedReason) and canResend say what the caller may do now; the ' +
      'claimant is null for the receiver until it accepts.',
    tags,
    response: referralViewSchema,
  },
  handler: (ctx) => ({ status: 200, body: referralView(ctx.services, callerOf(ctx), ctx.params.id) }),
});

const ofCase = defineRoute({
  endpoint: ENDPOINTS.getCaseReferrals,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: 'Every presentation of a case, newest first (the case’s firm)',
    description: 'A case the caller may not see answers 404; one it sees without being its firm, 403.',
    tags,
    response: z.array(referralViewSchema),
    errors: [403],
  },
  handler: (ctx) => ({ status: 200, body: caseReferrals(ctx.services, callerOf(ctx), ctx.params.id) }),
});

export const referralReadRoutes = [present, list, counts, skeletonList, getOne, ofCase];
