/**
 * Internal users (console): GET /internal-users (size, page, sort, or the console protocol), one internal user,
 * creating and editing one (SYSTEM_ADMIN), and PUT /internal-users/{id}/status/{status} (ACTIVE or DISABLED).
 * Nobody changes their own role or status, so the console can never lose its last administrator by mistake.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  INTERNAL_ROLES,
  INTERNAL_USER_STATUSES,
  MESSAGES,
  can,
  format,
  internalUserSchema,
  newUserRecord,
  ENDPOINTS,
  userSchema,
} from '@casebridge/domain';
import type { UserRecord } from '@casebridge/domain';
import { SECRET_MASK, sendMail } from '../../core/mailbox.ts';
import { getOr404 } from '../../core/records.ts';
import { defineRoute } from '../../core/defineRoute.ts';
import { defineListRoute } from '../../core/listRoute.ts';
import { conflict } from '../../core/errors.ts';
import type { Services } from '../../core/types.ts';
import { callerOf, idParams, onlyUserTypes } from '../access.ts';
import { PRIVATE_USER_FIELDS } from '../../store/collections.ts';
import { toPublicUser } from '../serialize.ts';
import { hashPassword } from '../accounts/passwordHash.ts';
import { findByEmail } from '../accounts/session.ts';

const FILTER_FIELDS = ['userType', 'status', 'position', 'enabled', 'email', 'createdAt', 'lastLoginAt'];
const isInternalRecord = (user: UserRecord) => (INTERNAL_ROLES as readonly string[]).includes(user.userType);

function internalUserOr404(services: Services, id: string): UserRecord {
  return getOr404(services, 'users', id, { visible: isInternalRecord, message: MESSAGES.notInternalUser });
}

function assertEmailFree(services: Services, email: string, exceptId?: string) {
  const taken = findByEmail(services, email);
  if (taken && taken.id !== exceptId) throw conflict(MESSAGES.emailTaken);
}

const listInternalUsers = defineListRoute({
  endpoint: ENDPOINTS.listInternalUsers,
  access: (principal) => can(principal, 'users.read'),
  collection: 'users',
  resource: 'internal-users',
  filterFields: FILTER_FIELDS,
  defaultSort: { field: 'lastName', order: 'ASC' },
  scope: onlyUserTypes(INTERNAL_ROLES),
  omit: PRIVATE_USER_FIELDS,
  doc: {
    summary:
      'Internal users (internal roles): size, page, sort, or sort/range/filter (userType, status, position, q)',
    tags: ['internal-users'],
    response: z.array(userSchema),
  },
});

const getInternalUser = defineRoute({
  endpoint: ENDPOINTS.getInternalUser,
  access: (principal) => can(principal, 'users.read'),
  params: idParams,
  doc: { summary: 'One internal user', tags: ['internal-users'], response: userSchema },
  handler: ({ params, services }) => ({
    status: 200,
    body: toPublicUser(internalUserOr404(services, params.id)),
  }),
});

const createInternalUser = defineRoute({
  endpoint: ENDPOINTS.createInternalUser,
  access: (principal) => can(principal, 'internalUsers.manage'),
  body: internalUserSchema,
  doc: {
    summary: 'Create an internal user (SYSTEM_ADMIN); a temporary password is e-mailed (outbox)',
    description: 'The new user must change the temporary password at first sign-in (passwordReset).',
    tags: ['internal-users'],
    response: userSchema,
    errors: [409],
  },
  prepare: async () => {
    const temporaryPassword = `Cb#${randomBytes(6).toString('base64url')}9`;
    return { temporaryPassword, passwordHash: await hashPassword(temporaryPassword) };
  },
  handler: ({ body, services, prepared: { temporaryPassword, passwordHash } }) => {
    const email = body.email.toLowerCase();
    assertEmailFree(services, email);
    const now = services.clock.now().toISOString();
    const user = services.store.insert(
      'users',
      newUserRecord(
        {
          email,
          name: body.name,
          lastName: body.lastName,
          userType: body.userType,
          companyId: null,
          permission: null,
          position: body.position,
          status: 'ACTIVE',
          verified: true,
          // The temporary password must be changed at the first sign-in.
          passwordReset: true,
          passwordHash,
        },
        now,
      ),
    );
    sendMail(services, {
      to: email,
      subject: 'Your CaseBridge console account',
      body:
        `Hello ${body.name},\n\nA CaseBridge console account was created for you.\n` +
        `Temporary password: ${SECRET_MASK}\nYou will be asked to choose a new password when you sign in.`,
      secret: temporaryPassword,
    });
    return { status: 201, body: toPublicUser(user) };
  },
});

const updateInternalUser = defineRoute({
  endpoint: ENDPOINTS.updateInternalUser,
  access: (principal) => can(principal, 'internalUsers.manage'),
  params: idParams,
  body: internalUserSchema,
  doc: {
    summary: "Edit an internal user's name, e-mail, role and position (SYSTEM_ADMIN; not one's own role)",
    tags: ['internal-users'],
    response: userSchema,
    errors: [409],
  },
  handler: (ctx) => {
    const { params, body, services } = ctx;
    const user = internalUserOr404(services, params.id);
    const email = body.email.toLowerCase();
    assertEmailFree(services, email, user.id);
    if (user.id === callerOf(ctx).userId && body.userType !== user.userType)
      throw conflict(MESSAGES.cannotChangeOwnAccount);
    const updated = services.store.update('users', user.id, {
      name: body.name,
      lastName: body.lastName,
      email,
      userType: body.userType,
      position: body.position,
    });
    return { status: 200, body: toPublicUser(updated) };
  },
});

const setInternalUserStatus = defineRoute({
  endpoint: ENDPOINTS.setInternalUserStatus,
  access: (principal) => can(principal, 'internalUsers.manage'),
  params: z.object({ id: z.string().min(1), status: z.enum(INTERNAL_USER_STATUSES) }),
  doc: {
    summary:
      'Activate or disable an internal user (SYSTEM_ADMIN; not oneself). A disabled user cannot sign in.',
    tags: ['internal-users'],
    response: userSchema,
    errors: [409],
  },
  handler: (ctx) => {
    const { params, services } = ctx;
    const user = internalUserOr404(services, params.id);
    if (user.id === callerOf(ctx).userId) throw conflict(MESSAGES.cannotChangeOwnAccount);
    const enabled = params.status === 'ACTIVE';
    if (user.enabled === enabled && user.status === params.status)
      throw conflict(format(MESSAGES.userAlreadyInState, { state: params.status.toLowerCase() }));
    const updated = services.store.update('users', user.id, { status: params.status, enabled });
    return { status: 200, body: toPublicUser(updated) };
  },
});

export const internalUserRoutes = [
  listInternalUsers,
  getInternalUser,
  createInternalUser,
  updateInternalUser,
  setInternalUserStatus,
];
