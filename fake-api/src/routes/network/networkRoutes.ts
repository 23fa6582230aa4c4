/**
 * My Network and user details (issue 12): the project's GET /network, and SPEC.md 7's
 * GET /users/my-associates-users, GET /user-details, GET /user-details/{value}/exists?userId=,
 * GET /user-details/info/names?ids=. Rules in networkService.ts.
 */
import { z } from 'zod';
import {
  ENDPOINTS,
  associateSchema,
  can,
  existsSchema,
  networkContactSchema,
  userDetailsSchema,
  userNameSchema,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { badRequest } from '../../core/errors.ts';
import { callerOf } from '../access.ts';
import { myAssociates, myNetwork, userDetailExists, userDetails, userNames } from './networkService.ts';

const tags = ['network'];
const networkUser = (principal: Parameters<typeof can>[0]) => can(principal, 'myNetwork.open');
/** At most this many ids per names call. */
const MAX_NAME_IDS = 100;

const network = defineRoute({
  endpoint: ENDPOINTS.getMyNetwork,
  access: networkUser,
  query: z.object({ q: z.string().max(100).optional() }),
  doc: {
    summary: 'My Network: the companies the caller’s company worked with, by name',
    description:
      'Case collaborations, accepted case invites (either way) and intros sent or received, each with its ' +
      'relations and the latest date; `q` keeps those whose name, keywords, city or state hold every word. ' +
      'Only VALIDATED directory companies. 403 for claimants, factoring staff and internal users.',
    tags,
    response: z.array(networkContactSchema),
    errors: [403],
  },
  handler: (ctx) => ({ status: 200, body: myNetwork(ctx.services, callerOf(ctx), ctx.query.q ?? '') }),
});

const associates = defineRoute({
  endpoint: ENDPOINTS.listMyAssociates,
  access: networkUser,
  doc: {
    summary: 'The other active users of the caller’s company, by last name',
    tags,
    response: z.array(associateSchema),
    errors: [403],
  },
  handler: (ctx) => ({ status: 200, body: myAssociates(ctx.services, callerOf(ctx)) }),
});

const details = defineRoute({
  endpoint: ENDPOINTS.getUserDetails,
  access: 'authenticated',
  doc: { summary: 'The caller’s own user details and company', tags, response: userDetailsSchema },
  handler: (ctx) => ({ status: 200, body: userDetails(ctx.services, callerOf(ctx)) }),
});

const exists = defineRoute({
  endpoint: ENDPOINTS.userDetailExists,
  access: 'authenticated',
  params: z.object({ value: z.string().trim().min(1).max(320) }),
  query: z.object({ userId: z.string().optional() }),
  doc: {
    summary: 'Whether an e-mail is used by a user other than `userId`',
    description: 'For forms changing an e-mail: `exists` is false for the user’s own e-mail.',
    tags,
    response: existsSchema,
  },
  handler: (ctx) => ({
    status: 200,
    body: { exists: userDetailExists(ctx.services, ctx.params.value, ctx.query.userId) },
  }),
});

const names = defineRoute({
  endpoint: ENDPOINTS.getUserNames,
  access: networkUser,
  query: z.object({ ids: z.string().optional() }),
  doc: {
    summary: 'The names of users the caller may know (its company, its network)',
    description: `\`ids\`: comma-separated, ${MAX_NAME_IDS} at most (400 otherwise); unknown or unrelated ids are left out.`,
    tags,
    response: z.array(userNameSchema),
    errors: [400, 403],
  },
  handler: (ctx) => {
    const ids = (ctx.query.ids ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    if (ids.length === 0 || ids.length > MAX_NAME_IDS) throw badRequest(`Give 1 to ${MAX_NAME_IDS} ids.`);
    return { status: 200, body: userNames(ctx.services, callerOf(ctx), ids) };
  },
});

export const networkRoutes = [network, associates, details, exists, names];
