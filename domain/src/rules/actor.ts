/**
 * The Actor: who is acting, as every rule of this folder sees it. The fake API's Principal is
 * structurally an Actor; the apps build one from the stored session with actorFromSession.
 */
import type {
  CompanyPermission,
  CompanyStatus,
  CompanyType,
  InternalRole,
  Position,
  SubscriptionType,
  UserType,
} from '../enums.ts';
import { INTERNAL_ROLES } from '../enums.ts';
import type { SessionData } from '../entities.ts';

export interface Actor {
  userType: UserType;
  permission: CompanyPermission | null;
  position: Position | null;
  companyType: CompanyType | null;
  companyStatus: CompanyStatus | null;
  subscriptionType: SubscriptionType | null;
}

export function actorFromSession(s: SessionData): Actor {
  return {
    userType: s.userType,
    permission: s.permissions ?? null,
    position: s.position ?? null,
    companyType: s.companyType ?? s.company?.type ?? null,
    companyStatus: s.companyStatus ?? s.company?.status ?? null,
    subscriptionType: s.subscriptionType ?? s.company?.subscriptionType ?? null,
  };
}

/** SYSTEM_ADMIN, SUPER_USER or USER. */
export function isInternal(actor: Pick<Actor, 'userType'>): boolean {
  return (INTERNAL_ROLES as readonly string[]).includes(actor.userType);
}

export function isExternal(actor: Pick<Actor, 'userType'>): boolean {
  return !isInternal(actor);
}

/** Internal roles ordered by power: USER < SUPER_USER < SYSTEM_ADMIN. */
const ROLE_RANK: Record<InternalRole, number> = { USER: 1, SUPER_USER: 2, SYSTEM_ADMIN: 3 };

/** True for an internal actor whose role is `role` or a more powerful one. */
export function hasInternalRole(actor: Pick<Actor, 'userType'>, role: InternalRole): boolean {
  if (!isInternal(actor)) return false;
  return ROLE_RANK[actor.userType as InternalRole] >= ROLE_RANK[role];
}

export function isClaimant(actor: Pick<Actor, 'userType'>): boolean {
  return actor.userType === 'CLAIMANT';
}

/** An external user who belongs to a company (not a claimant, not internal). */
export function hasCompany(actor: Actor): boolean {
  return isExternal(actor) && !isClaimant(actor) && actor.companyType !== null;
}

export function isOwner(actor: Actor): boolean {
  return hasCompany(actor) && actor.permission === 'OWNER';
}

export function isOwnerOrAdmin(actor: Actor): boolean {
  return hasCompany(actor) && (actor.permission === 'OWNER' || actor.permission === 'ADMIN');
}

/** Staff of a FACTORING_COMPANY company. */
export function isFactoring(actor: Actor): boolean {
  return hasCompany(actor) && actor.companyType === 'FACTORING_COMPANY';
}

export function isCompanyValidated(actor: Actor): boolean {
  return actor.companyStatus === 'VALIDATED';
}

/**
 * Premium companies: PRO and the paid FACILITY plan family. BASIC and ADVANCED (or no subscription)
 * are non-premium, which is what the Upgrade button looks at.
 */
export function isPremiumSubscriptionType(type: SubscriptionType | null): boolean {
  return type === 'PRO' || type === 'FACILITY';
}
