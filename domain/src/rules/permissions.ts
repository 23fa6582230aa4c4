/**
 * Who may do what (SPEC.md section 6), as ONE declarative table: action -> predicate.
 *
 * Internal roles are cumulative: USER < SUPER_USER < SYSTEM_ADMIN.
 *  - USER reads and exports: registry.read, users.read, reports.read, funding.read, outbox.read.
 *  - SUPER_USER also validates and manages subscriptions: registry.validate / reject / infoRequest / cancel /
 *    revertCancel, salesReps.assign, externalUsers.manage, funding.updateStatus, factoring.manage.
 *  - SYSTEM_ADMIN also manages internal users: internalUsers.manage.
 *  - Any internal user with position SALES_REPRESENTATIVE also gets accounts.mine (their own accounts).
 * External users:
 *  - subscription.pay / subscription.upgrade / cases.buy / paymentMethod.change / company.edit / myCompany.open:
 *    OWNER or ADMIN of their company. company.edit does not know WHICH company: callers also check that the
 *    company is the actor's own.
 *  - dashboard.open: company users except plain SUPPORT members; never factoring staff (they see only
 *    Funding Applications) nor claimants (they have /claimant/dashboard).
 *  - myNetwork.open: external users with a company, except factoring staff.
 *  - caseInvites.open: HEALTH_PROVIDER users, and any user of a HEALTH_PROVIDER or FACILITY company.
 *  - inviteFriends: external users (not claimants) whose company is VALIDATED.
 *  - funding.read: internal roles and factoring-company staff.
 */
import type { Actor } from './actor.ts';
import {
  hasCompany,
  hasInternalRole,
  isCompanyValidated,
  isFactoring,
  isInternal,
  isOwnerOrAdmin,
} from './actor.ts';

export { isInternal } from './actor.ts';

type Predicate = (actor: Actor) => boolean;

const internalUser: Predicate = (a) => hasInternalRole(a, 'USER');
const superUser: Predicate = (a) => hasInternalRole(a, 'SUPER_USER');
const systemAdmin: Predicate = (a) => hasInternalRole(a, 'SYSTEM_ADMIN');
const salesRep: Predicate = (a) => isInternal(a) && a.position === 'SALES_REPRESENTATIVE';
const companyAdmin: Predicate = isOwnerOrAdmin;

export const PERMISSIONS = {
  // Internal: read and export.
  'registry.read': internalUser,
  'users.read': internalUser,
  'reports.read': internalUser,
  'outbox.read': internalUser,
  'funding.read': (a) => internalUser(a) || isFactoring(a),
  'accounts.mine': salesRep,
  // Internal: validate and manage subscriptions.
  'registry.validate': superUser,
  'registry.reject': superUser,
  'registry.infoRequest': superUser,
  'registry.cancel': superUser,
  'registry.revertCancel': superUser,
  'salesReps.assign': superUser,
  'externalUsers.manage': superUser,
  'funding.updateStatus': superUser,
  'factoring.manage': superUser,
  // Internal: manage internal users.
  'internalUsers.manage': systemAdmin,
  // External: company administration (owner or admin only).
  'subscription.pay': companyAdmin,
  'subscription.upgrade': companyAdmin,
  'cases.buy': companyAdmin,
  'paymentMethod.change': companyAdmin,
  'company.edit': companyAdmin,
  'myCompany.open': companyAdmin,
  // External: screens.
  'dashboard.open': (a) =>
    hasCompany(a) && !isFactoring(a) && (a.userType !== 'SUPPORT' || isOwnerOrAdmin(a)),
  'myNetwork.open': (a) => hasCompany(a) && !isFactoring(a),
  'caseInvites.open': (a) =>
    hasCompany(a) &&
    (a.userType === 'HEALTH_PROVIDER' || a.companyType === 'HEALTH_PROVIDER' || a.companyType === 'FACILITY'),
  inviteFriends: (a) => hasCompany(a) && isCompanyValidated(a),
} satisfies Record<string, Predicate>;

export type Action = keyof typeof PERMISSIONS;

export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

export function can(actor: Actor, action: Action): boolean {
  return PERMISSIONS[action](actor);
}

/** Every action the actor may perform (handy for getPermissions and debugging). */
export function allowedActions(actor: Actor): Action[] {
  return ACTIONS.filter((action) => can(actor, action));
}
