/**
 * Unregistered professionals (issue 12; SPEC.md 7 "Session, users and verification"): the professionals a
 * company works with who are not on CaseBridge yet. The company's users add and edit them, invite them by
 * e-mail (outbox: the sign-up link, crediting the inviter like Invite Friends) and see them become members:
 * a professional is a MEMBER as soon as a user with its e-mail exists (read on every answer, so nothing has
 * to be kept in step with sign-up). Another company's record answers 404.
 */
import {
  UNREGISTERED_MESSAGES,
  referralSignUpPath,
  searchWords,
  unregisteredProfessionalInputSchema,
} from '@casebridge/domain';
import type { UnregisteredProfessional, UnregisteredProfessionalView } from '@casebridge/domain';
import { conflict, notFound, validationError } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { validate } from '../../core/validate.ts';

export function unregisteredView(
  services: Services,
  p: UnregisteredProfessional,
): UnregisteredProfessionalView {
  const user = p.email ? services.store.collection('users').findOne('email', p.email) : undefined;
  const company = user?.companyId ? services.store.collection('companies').get(user.companyId) : undefined;
  return {
    ...p,
    status: user ? 'MEMBER' : p.invitedAt ? 'INVITED' : 'NOT_INVITED',
    member: user ? { userId: user.id, companyId: user.companyId, companyName: company?.name ?? null } : null,
  };
}

/** The record when it belongs to the caller's company (404 otherwise). */
function ownRecord(services: Services, caller: Principal, id: string): UnregisteredProfessional {
  const record = services.store.collection('unregisteredProfessionals').get(id);
  if (!record || record.companyId !== caller.companyId) throw notFound();
  return record;
}

function invite(services: Services, caller: Principal, p: UnregisteredProfessional): string {
  if (!p.email)
    throw validationError({ email: UNREGISTERED_MESSAGES.emailNeeded }, UNREGISTERED_MESSAGES.emailNeeded);
  if (services.store.collection('users').findOne('email', p.email))
    throw conflict(UNREGISTERED_MESSAGES.alreadyMember);
  const inviter = services.store.collection('users').get(caller.userId);
  const company = services.store.collection('companies').get(p.companyId);
  const from = inviter ? `${inviter.name} ${inviter.lastName}`.trim() : caller.email;
  const now = services.clock.now().toISOString();
  services.store.insert('outbox', {
    to: p.email,
    subject: `${from} invited you to CaseBridge`,
    body:
      `Hello ${p.name},\n\n${from} of ${company?.name ?? 'a CaseBridge company'} works with you and invited you ` +
      `to CaseBridge, where attorneys, health providers and facilities coordinate personal-injury cases.\n\n` +
      `Sign up here: ${referralSignUpPath(caller.userId, p.email)}`,
    sentAt: now,
  });
  return now;
}

function fieldsOf(body: unknown) {
  const values = validate(unregisteredProfessionalInputSchema, body);
  const email = values.email ? values.email.toLowerCase() : null;
  return {
    fields: { name: values.name, lastName: values.lastName, type: values.type, email },
    invite: values.invite,
  };
}

export function createUnregistered(
  services: Services,
  caller: Principal,
  body: unknown,
): UnregisteredProfessionalView {
  const { fields, invite: send } = fieldsOf(body);
  let record = services.store.insert('unregisteredProfessionals', {
    companyId: caller.companyId!,
    ...fields,
    invitedAt: null,
  });
  if (send)
    record = services.store.update('unregisteredProfessionals', record.id, {
      invitedAt: invite(services, caller, record),
    });
  return unregisteredView(services, record);
}

export function updateUnregistered(
  services: Services,
  caller: Principal,
  id: string,
  body: unknown,
): UnregisteredProfessionalView {
  ownRecord(services, caller, id);
  const { fields, invite: send } = fieldsOf(body);
  let record = services.store.update('unregisteredProfessionals', id, fields);
  if (send)
    record = services.store.update('unregisteredProfessionals', id, {
      invitedAt: invite(services, caller, record),
    });
  return unregisteredView(services, record);
}

export function getUnregistered(
  services: Services,
  caller: Principal,
  id: string,
): UnregisteredProfessionalView {
  return unregisteredView(services, ownRecord(services, caller, id));
}

/** The company's (`companyId`, the caller's) professionals of `type` whose name or e-mail holds `search`. */
export function searchUnregistered(
  services: Services,
  caller: Principal,
  companyId: string,
  type: string | undefined,
  search: string | undefined,
): UnregisteredProfessionalView[] {
  if (companyId !== caller.companyId) throw notFound();
  const words = searchWords(search);
  return services.store
    .collection('unregisteredProfessionals')
    .findBy('companyId', companyId)
    .filter((p) => !type || p.type === type)
    .filter((p) => {
      const text = `${p.name} ${p.lastName} ${p.email ?? ''}`.toLowerCase();
      return words.every((w) => text.includes(w));
    })
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.name.localeCompare(b.name))
    .map((p) => unregisteredView(services, p));
}
