/**
 * External users administered from the console (SPEC.md section 7, users): the list, enable, disable,
 * activate (verify on the user's behalf) and a professional profile's activation, plus GET /users/{id}/is-premium.
 * Managing needs externalUsers.manage (SUPER_USER and up); a company OWNER or ADMIN may also switch the
 * professional profiles of their own company's members.
 * PUT /users/profile/{id}/activate and /deactivate take a profile id: a licensed professional profile of a
 * company (a License, My Company; companies/profileService.ts: its OWNER or ADMIN, 404 for other companies) or,
 * as the console sends, a member's user id (the user's professionalProfileActive flag).
 */
import { z } from 'zod';
import {
  EXTERNAL_USER_TYPES,
  MESSAGES,
  USER_ACTIONS,
  availableUserActions,
  can,
  companyLicenseSchema,
  format,
  hasProfessionalProfile,
  isEffectivelyPremium,
  isOwnerOrAdmin,
  ENDPOINTS,
  USER_ACTION_ENDPOINTS,
  userSchema,
} from '@casebridge/domain';
import type { UserAction, UserRecord } from '@casebridge/domain';
import { getOr404 } from '../../core/records.ts';
import { defineRoute } from '../../core/defineRoute.ts';
import { defineListRoute } from '../../core/listRoute.ts';
import { conflict, forbidden, notFound } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { callerOf, idParams, onlyUserTypes } from '../access.ts';
import { PRIVATE_USER_FIELDS } from '../../store/collections.ts';
import { toPublicUser } from '../serialize.ts';
import { switchProfile } from '../companies/profileService.ts';

const FILTER_FIELDS = ['userType', 'status', 'enabled', 'verified', 'companyId', 'permission', 'createdAt'];

function externalUserOr404(services: Services, id: string): UserRecord {
  const user = getOr404(services, 'users', id);
  if (!(EXTERNAL_USER_TYPES as readonly string[]).includes(user.userType))
    throw conflict(MESSAGES.notExternalUser);
  return user;
}

const listUsers = defineListRoute({
  endpoint: ENDPOINTS.listExternalUsers,
  access: (principal) => can(principal, 'users.read'),
  collection: 'users',
  resource: 'users',
  filterFields: FILTER_FIELDS,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  scope: onlyUserTypes(EXTERNAL_USER_TYPES),
  omit: PRIVATE_USER_FIELDS,
  doc: {
    summary: 'External users (internal roles): sort, range, filter (userType, status, enabled, companyId, q)',
    tags: ['users'],
    response: z.array(userSchema),
  },
});

interface ActionRoute {
  summary: string;
  /** The state the user is already in when the action is not available ('already {state}'). */
  state: string;
  patch: (user: UserRecord) => Partial<UserRecord>;
  /** Who may run it besides externalUsers.manage. */
  alsoAllowed?: (principal: Principal, user: UserRecord) => boolean;
}

/** The member's own company OWNER or ADMIN may switch their professional profile. */
const sameCompanyAdmin = (principal: Principal, user: UserRecord) =>
  isOwnerOrAdmin(principal) && principal.companyId === user.companyId;

const ACTION_ROUTES: Record<UserAction, ActionRoute> = {
  enable: {
    summary: 'Enable an external user (SUPER_USER and up)',
    state: 'enabled',
    patch: (user) => ({ enabled: true, status: user.verified ? 'ACTIVE' : 'PENDING_VERIFICATION' }),
  },
  disable: {
    summary: 'Disable an external user: they can no longer sign in',
    state: 'disabled',
    patch: () => ({ enabled: false, status: 'DISABLED' }),
  },
  activate: {
    summary: 'Activate (verify) an external user who has not verified their e-mail',
    state: 'active',
    patch: (user) => ({ verified: true, status: user.enabled ? 'ACTIVE' : 'DISABLED' }),
  },
  activateProfile: {
    summary:
      "Activate a licensed professional profile (the company's OWNER/ADMIN, SUPER_USER and up): an extra " +
      'one beyond the 2 included is paid with the card on file (402 without); Premium only (409)',
    state: 'active',
    patch: () => ({ professionalProfileActive: true }),
    alsoAllowed: sameCompanyAdmin,
  },
  deactivateProfile: {
    summary:
      "Deactivate a licensed professional profile (the company's OWNER/ADMIN, SUPER_USER and up); the " +
      "owner's own profile stays active (409). A member's user id switches their profile flag instead",
    state: 'inactive',
    patch: () => ({ professionalProfileActive: false }),
    alsoAllowed: sameCompanyAdmin,
  },
};

const profileAction = (action: UserAction) => action === 'activateProfile' || action === 'deactivateProfile';

/** One PUT per action; availableUserActions (shared with the console) decides whether it applies (409 otherwise). */
function actionRoute(action: UserAction) {
  const { summary, state, patch, alsoAllowed } = ACTION_ROUTES[action];
  return defineRoute({
    endpoint: USER_ACTION_ENDPOINTS[action],
    access: 'authenticated',
    params: idParams,
    doc: {
      summary,
      tags: ['users'],
      response: profileAction(action) ? z.union([userSchema, companyLicenseSchema]) : userSchema,
      errors: profileAction(action) ? [402, 403, 409] : [403, 409],
    },
    handler: (ctx) => {
      const { params, services } = ctx;
      const principal = callerOf(ctx);
      const license = profileAction(action)
        ? services.store.collection('licenses').get(params.id)
        : undefined;
      if (license) {
        const active = action === 'activateProfile';
        return { status: 200, body: switchProfile(services, principal, license, active) };
      }
      const user = externalUserOr404(services, params.id);
      if (!can(principal, 'externalUsers.manage') && !alsoAllowed?.(principal, user)) throw forbidden();
      if (!availableUserActions(user).includes(action)) {
        if (profileAction(action) && !hasProfessionalProfile(user))
          throw conflict(MESSAGES.noProfessionalProfile);
        throw conflict(format(MESSAGES.userAlreadyInState, { state }));
      }
      return { status: 200, body: toPublicUser(services.store.update('users', user.id, patch(user))) };
    },
  });
}

const isPremium = defineRoute({
  endpoint: ENDPOINTS.isUserPremium,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: "Whether the user's company is on an effective Premium (PRO) subscription",
    description:
      'Internal staff may ask about anyone; an external user only about themselves and the colleagues of their ' +
      'own company (404 for anyone else, as for an unknown id).',
    tags: ['users'],
    response: z.object({ premium: z.boolean() }),
  },
  handler: (ctx) => {
    const { params, services } = ctx;
    const caller = callerOf(ctx);
    const user = services.store.collection('users').get(params.id);
    const visible =
      user !== undefined &&
      (can(caller, 'users.read') ||
        user.id === caller.userId ||
        (user.companyId !== null && user.companyId === caller.companyId));
    if (!user || !visible) throw notFound();
    const subscription = user.companyId
      ? services.store.collection('subscriptions').findOne('companyId', user.companyId)
      : undefined;
    return { status: 200, body: { premium: !!subscription && isEffectivelyPremium(subscription) } };
  },
});

export const externalUserRoutes = [listUsers, ...USER_ACTIONS.map(actionRoute), isPremium];
