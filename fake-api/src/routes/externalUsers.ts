/**
 * External users administered from the console (SPEC.md section 7, users): the list, enable, disable,
 * activate (verify on the user's behalf) and a professional profile's activation, plus GET /users/{id}/is-premium.
 * Managing needs externalUsers.manage (SUPER_USER and up); a company OWNER or ADMIN may also switch the
 * professional profiles of their own company's members.
 */
import { z } from 'zod';
import {
  EXTERNAL_USER_TYPES,
  MESSAGES,
  can,
  format,
  isEffectivelyPremium,
  isOwnerOrAdmin,
} from '@casebridge/domain';
import type { UserRecord } from '@casebridge/domain';
import { defineRoute } from '../core/defineRoute.ts';
import { conflict, forbidden, notFound } from '../core/errors.ts';
import { listResponse } from '../core/list.ts';
import { listQueryParams, parseListQuery } from '../core/listQuery.ts';
import type { Principal, Services } from '../core/types.ts';
import { userSchema } from '../openapi/entities.ts';
import { callerOf, idParams } from './access.ts';
import { toPublicUser } from './serialize.ts';

const FILTER_FIELDS = ['userType', 'status', 'enabled', 'verified', 'companyId', 'permission', 'createdAt'];
const PROFESSIONAL_TYPES = ['ATTORNEY', 'HEALTH_PROVIDER'];

function externalUserOr404(services: Services, id: string): UserRecord {
  const user = services.store.collection('users').get(id);
  if (!user) throw notFound();
  if (!(EXTERNAL_USER_TYPES as readonly string[]).includes(user.userType))
    throw conflict(MESSAGES.notExternalUser);
  return user;
}

const listUsers = defineRoute({
  method: 'GET',
  path: '/users',
  access: (principal) => can(principal, 'users.read'),
  query: listQueryParams,
  doc: {
    summary: 'External users (internal roles): sort, range, filter (userType, status, enabled, companyId, q)',
    tags: ['users'],
    response: z.array(userSchema),
    list: true,
  },
  handler: ({ query, services }) => {
    const listQuery = parseListQuery(query, {
      filterFields: FILTER_FIELDS,
      defaultSort: { field: 'createdAt', order: 'DESC' },
    });
    const requested = [listQuery.filter?.['userType'] ?? []].flat() as string[];
    if (requested.some((type) => !(EXTERNAL_USER_TYPES as readonly string[]).includes(type)))
      return listResponse('users', { data: [], total: 0 }, listQuery.range);
    listQuery.filter = {
      ...listQuery.filter,
      userType: requested.length ? requested : [...EXTERNAL_USER_TYPES],
    };
    const result = services.store.collection('users').list(listQuery);
    return listResponse('users', { ...result, data: result.data.map(toPublicUser) }, listQuery.range);
  },
});

type Change = (user: UserRecord) => Partial<UserRecord> | null;

/** A PUT that changes one external user; `change` answers null when the user is already in that state. */
function userChange(
  path: string,
  summary: string,
  state: string,
  change: Change,
  access?: (p: Principal, u: UserRecord) => boolean,
) {
  return defineRoute({
    method: 'PUT',
    path,
    access: access ? 'authenticated' : (principal) => can(principal, 'externalUsers.manage'),
    params: idParams,
    doc: { summary, tags: ['users'], response: userSchema, errors: [409] },
    handler: (ctx) => {
      const { params, services } = ctx;
      const user = externalUserOr404(services, params.id);
      if (access && !access(callerOf(ctx), user)) throw forbidden();
      const patch = change(user);
      if (!patch) throw conflict(format(MESSAGES.userAlreadyInState, { state }));
      return { status: 200, body: toPublicUser(services.store.update('users', user.id, patch)) };
    },
  });
}

/** SUPER_USER and up, or the OWNER or ADMIN of the member's company. */
const profileAccess = (principal: Principal, user: UserRecord) =>
  can(principal, 'externalUsers.manage') ||
  (isOwnerOrAdmin(principal) && principal.companyId === user.companyId);

function profileChange(active: boolean): Change {
  return (user) => {
    if (!PROFESSIONAL_TYPES.includes(user.userType)) throw conflict(MESSAGES.noProfessionalProfile);
    return user.professionalProfileActive === active ? null : { professionalProfileActive: active };
  };
}

const isPremium = defineRoute({
  method: 'GET',
  path: '/users/:id/is-premium',
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: "Whether the user's company is on an effective Premium (PRO) subscription",
    tags: ['users'],
    response: z.object({ premium: z.boolean() }),
  },
  handler: ({ params, services }) => {
    const user = services.store.collection('users').get(params.id);
    if (!user) throw notFound();
    const subscription = user.companyId
      ? services.store.collection('subscriptions').findOne('companyId', user.companyId)
      : undefined;
    return { status: 200, body: { premium: !!subscription && isEffectivelyPremium(subscription) } };
  },
});

export const externalUserRoutes = [
  listUsers,
  userChange('/users/:id/enable', 'Enable an external user (SUPER_USER and up)', 'enabled', (user) =>
    user.enabled ? null : { enabled: true, status: user.verified ? 'ACTIVE' : 'PENDING_VERIFICATION' },
  ),
  userChange(
    '/users/:id/disable',
    'Disable an external user: they can no longer sign in',
    'disabled',
    (user) => (user.enabled ? { enabled: false, status: 'DISABLED' } : null),
  ),
  userChange(
    '/users/:id/activate',
    'Activate (verify) an external user who has not verified their e-mail',
    'active',
    (user) => (user.verified ? null : { verified: true, status: user.enabled ? 'ACTIVE' : 'DISABLED' }),
  ),
  userChange(
    '/users/profile/:id/activate',
    "Activate a member's professional profile",
    'active',
    profileChange(true),
    profileAccess,
  ),
  userChange(
    '/users/profile/:id/deactivate',
    "Deactivate a member's professional profile",
    'inactive',
    profileChange(false),
    profileAccess,
  ),
  isPremium,
];
