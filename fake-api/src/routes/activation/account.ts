/** The caller's own account. */
import { defineRoute } from '../../core/defineRoute.ts';
import { unauthorized } from '../../core/errors.ts';
import type { HandlerContext } from '../../core/types.ts';
import { callerOf } from '../access.ts';
import { sessionOf, ENDPOINTS, accountResponseSchema, userSchema } from '@casebridge/domain';
import { companyOfUser, toPublicUser } from '../serialize.ts';

function callerRecord(ctx: HandlerContext<unknown, unknown, unknown>) {
  const user = ctx.services.store.collection('users').get(callerOf(ctx).userId);
  if (!user) throw unauthorized();
  return user;
}

const account = defineRoute({
  endpoint: ENDPOINTS.getAccount,
  access: 'authenticated',
  doc: {
    summary: "The caller's user, company, subscription and session data",
    tags: ['account'],
    response: accountResponseSchema,
  },
  handler: (ctx) => {
    const user = toPublicUser(callerRecord(ctx));
    const company = companyOfUser(ctx.services, user);
    const subscription = company
      ? (ctx.services.store.collection('subscriptions').findOne('companyId', company.id) ?? null)
      : null;
    return { status: 200, body: { user, company, subscription, session: sessionOf(user, company) } };
  },
});

const changelogRead = defineRoute({
  endpoint: ENDPOINTS.markChangelogRead,
  access: 'authenticated',
  doc: { summary: 'Mark the changelog as read for the caller', tags: ['account'], response: userSchema },
  handler: (ctx) => {
    const user = ctx.services.store.update('users', callerRecord(ctx).id, { changelogRead: true });
    return { status: 200, body: toPublicUser(user) };
  },
});

export const accountRoutes = [account, changelogRead];
