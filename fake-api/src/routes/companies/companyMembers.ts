/**
 * My Company's people (issue 15): member details (SUPPORT excluded), support staff, licenses and the facility
 * record; inviting a member by e-mail (a temporary password through the outbox), changing a member's
 * permission, disabling a member; deleting the company (its owner, typed confirmation). Reads: the company's
 * users and staff (404 for others). Writes: its OWNER or ADMIN (403 for its other users).
 */
import { randomBytes } from 'node:crypto';
import {
  COMPANY_MEMBER_MESSAGES,
  ENDPOINTS,
  MESSAGES,
  can,
  companyLicenseSchema,
  companySchema,
  deleteCompanySchema,
  facilitySchema,
  memberChangeRefusal,
  memberDetailsOf,
  memberDetailsSchema,
  memberInviteSchema,
  memberPermissionSchema,
  newUserRecord,
  supportStaffRefusal,
  userSchema,
} from '@casebridge/domain';
import type { Company, UserRecord } from '@casebridge/domain';
import { z } from 'zod';
import { defineRoute } from '../../core/defineRoute.ts';
import { conflict, forbidden, notFound } from '../../core/errors.ts';
import { SECRET_MASK, sendMail } from '../../core/mailbox.ts';
import type { Principal, Services } from '../../core/types.ts';
import { hashPassword } from '../accounts/passwordHash.ts';
import { endSessionsOf } from '../../core/sessions.ts';
import { findByEmail } from '../accounts/session.ts';
import { toPublicUser } from '../serialize.ts';
import { callerOf, idParams, inCompanyOrInternal } from '../access.ts';
import { companyOr404 } from './companies.ts';
import { companyProfileRoutes } from './companyProfiles.ts';

const tags = ['companies'];
const memberParams = z.object({ id: z.string().min(1), userId: z.string().min(1) });
const usersOf = (services: Services, companyId: string) =>
  services.store.collection('users').findBy('companyId', companyId);

/** The company, for its OWNER or ADMIN: 404 for other companies' users, 403 for its plain members. */
function managedCompany(services: Services, principal: Principal, companyId: string): Company {
  if (principal.companyId !== companyId) throw notFound();
  const company = companyOr404(services, companyId);
  if (!can(principal, 'company.edit')) throw forbidden();
  return company;
}

function memberOf(services: Services, company: Company, userId: string): UserRecord {
  const user = services.store.collection('users').get(userId);
  if (!user || user.companyId !== company.id) throw notFound();
  return user;
}

const readList = <T extends z.ZodType>(
  endpoint: (typeof ENDPOINTS)[keyof typeof ENDPOINTS],
  summary: string,
  response: T,
  list: (services: Services, company: Company) => z.input<T>,
) =>
  defineRoute({
    endpoint,
    access: (principal, { params }) => inCompanyOrInternal(principal, (params as { id: string }).id),
    params: idParams,
    doc: { summary, tags, response },
    handler: ({ params, services }) => ({
      status: 200,
      body: list(services, companyOr404(services, params.id)),
    }),
  });

const membersDetails = readList(
  ENDPOINTS.getCompanyMembersDetails,
  "A company's member details (SPEC.md 3): its users except SUPPORT members",
  z.array(memberDetailsSchema),
  (services, company) =>
    memberDetailsOf(usersOf(services, company.id)).map((u) => ({
      id: u.id,
      name: u.name,
      lastname: u.lastName,
      licenseNumber: u.licenseNumber,
      specialty: u.specialtyId,
      userType: u.userType,
    })),
);

const supports = readList(
  ENDPOINTS.getCompanySupports,
  "A company's support staff (its SUPPORT users)",
  z.array(userSchema),
  (services, company) =>
    usersOf(services, company.id)
      .filter((u) => u.userType === 'SUPPORT')
      .map(toPublicUser),
);

const licenses = readList(
  ENDPOINTS.getCompanyLicenses,
  "A company's licensed professional profiles",
  z.array(companyLicenseSchema),
  (services, company) => services.store.collection('licenses').findBy('companyId', company.id),
);

const facilities = readList(
  ENDPOINTS.getCompanyFacilities,
  'The facility of a FACILITY company (SPEC.md 3 "Facility"): its license and NPI number; [] for other types',
  z.array(facilitySchema),
  (_services, company) =>
    company.type === 'FACILITY'
      ? [
          {
            id: company.id,
            professionalLicense: { number: company.licenseNumber, npiNumber: company.npiNumber },
          },
        ]
      : [],
);

const invite = defineRoute({
  endpoint: ENDPOINTS.inviteCompanyMember,
  access: 'authenticated',
  params: idParams,
  body: memberInviteSchema,
  doc: {
    summary: 'Invite a member by e-mail (OWNER or ADMIN): a temporary password is e-mailed (outbox)',
    description:
      'The new user changes the temporary password at first sign-in. 409 for an e-mail already used, or ' +
      'support staff beyond the plan (SUPPORT_STAFF_LIMITS; Premium unlimited).',
    tags,
    response: userSchema,
    errors: [409],
  },
  prepare: async () => {
    const temporaryPassword = `Cb#${randomBytes(6).toString('base64url')}9`;
    return { temporaryPassword, passwordHash: await hashPassword(temporaryPassword) };
  },
  handler: (ctx) => {
    const { body, services, prepared } = ctx;
    const company = managedCompany(services, callerOf(ctx), ctx.params.id);
    const email = body.email.toLowerCase();
    if (findByEmail(services, email)) throw conflict(MESSAGES.emailTaken);
    if (body.userType === 'SUPPORT') {
      const plan =
        services.store.collection('subscriptions').findOne('companyId', company.id)?.planType ?? 'BASIC';
      const count = usersOf(services, company.id).filter((u) => u.userType === 'SUPPORT' && u.enabled).length;
      const refusal = supportStaffRefusal(plan, count);
      if (refusal) throw conflict(refusal);
    }
    const now = services.clock.now().toISOString();
    const user = services.store.insert(
      'users',
      newUserRecord(
        {
          email,
          name: body.name,
          lastName: body.lastName,
          userType: body.userType,
          companyId: company.id,
          permission: body.permission,
          status: 'ACTIVE',
          verified: true,
          passwordReset: true,
          passwordHash: prepared.passwordHash,
        },
        now,
      ),
    );
    sendMail(services, {
      to: email,
      subject: `You were invited to ${company.name} on CaseBridge`,
      body:
        `Hello ${body.name},\n\n${company.name} invited you to CaseBridge.\n` +
        `Temporary password: ${SECRET_MASK}\nYou will be asked to choose a new password when you sign in.`,
      secret: prepared.temporaryPassword,
    });
    return { status: 201, body: toPublicUser(user) };
  },
});

const changeMember = (
  endpoint: typeof ENDPOINTS.setCompanyMemberPermission | typeof ENDPOINTS.disableCompanyMember,
  summary: string,
  patch: (body: { permission?: 'ADMIN' | 'MEMBER' }) => Partial<UserRecord>,
  body: z.ZodType<{ permission?: 'ADMIN' | 'MEMBER' }>,
) =>
  defineRoute({
    endpoint,
    access: 'authenticated',
    params: memberParams,
    body,
    doc: {
      summary,
      description: `409 for the owner ("${COMPANY_MEMBER_MESSAGES.notTheOwner}") or oneself.`,
      tags,
      response: userSchema,
      errors: [409],
    },
    handler: (ctx) => {
      const caller = callerOf(ctx);
      const company = managedCompany(ctx.services, caller, ctx.params.id);
      const member = memberOf(ctx.services, company, ctx.params.userId);
      const refusal = memberChangeRefusal(caller.userId, member);
      if (refusal) throw conflict(refusal);
      const updated = ctx.services.store.update('users', member.id, patch(ctx.body));
      return { status: 200, body: toPublicUser(updated) };
    },
  });

const setPermission = changeMember(
  ENDPOINTS.setCompanyMemberPermission,
  "Make a member ADMIN or a plain MEMBER (the company's OWNER or ADMIN)",
  (body) => ({ permission: body.permission ?? 'MEMBER' }),
  memberPermissionSchema,
);

const disable = changeMember(
  ENDPOINTS.disableCompanyMember,
  "Disable a member (the company's OWNER or ADMIN): they can no longer sign in",
  () => ({ enabled: false, status: 'DISABLED' }),
  z.object({}).passthrough(),
);

const deleteCompany = defineRoute({
  endpoint: ENDPOINTS.deleteCompany,
  access: 'authenticated',
  params: idParams,
  body: deleteCompanySchema,
  doc: {
    summary: 'Delete the company (its OWNER only, typing the company name): DELETED, its users disabled',
    description: 'Every user of the company is disabled and signed out. 400 when the name typed differs.',
    tags,
    response: companySchema,
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const company = managedCompany(ctx.services, caller, ctx.params.id);
    if (caller.permission !== 'OWNER') throw forbidden(COMPANY_MEMBER_MESSAGES.onlyOwnerDeletes);
    if (ctx.body.confirmation !== company.name.trim())
      throw conflict(COMPANY_MEMBER_MESSAGES.deleteConfirmation);
    const now = ctx.services.clock.now().toISOString();
    for (const user of usersOf(ctx.services, company.id)) {
      ctx.services.store.update('users', user.id, { enabled: false, status: 'DISABLED' });
      endSessionsOf(ctx.services, user.id, 'REVOKED');
    }
    const updated = ctx.services.store.update('companies', company.id, { status: 'DELETED', updatedAt: now });
    return { status: 200, body: updated };
  },
});

export const companyMemberRoutes = [
  membersDetails,
  supports,
  licenses,
  facilities,
  invite,
  setPermission,
  disable,
  deleteCompany,
  ...companyProfileRoutes,
];
