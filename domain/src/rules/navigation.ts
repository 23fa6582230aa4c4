/**
 * Header and user menus (SPEC.md 2.3), navigation redirects (2.1, 2.2), the Complete Your Account panel
 * (2.5) and the incomplete-account overlay (6). Route table and matching live in routes.ts (re-exported).
 */
import { LIMITS } from '../constants.ts';
import type { CompleteAccountInfo } from '../entities.ts';
import type { BillingType, PlanType } from '../enums.ts';
import type { Actor } from './actor.ts';
import {
  isClaimant,
  isFactoring,
  isInternal,
  isOwner,
  isOwnerOrAdmin,
  isPremiumSubscriptionType,
} from './actor.ts';
import { can } from './permissions.ts';
import { homePath } from './landing.ts';
import { canOpenRoute, isDirectorySection, matchRoute, mayWorkOn } from './routes.ts';

export * from './routes.ts';
export * from './landing.ts';

export interface MenuItem {
  id: string;
  label: string;
  path: string;
  /** A screen of the admin console (/admin/...), not of the portal. */
  console?: true;
  /** 'button' for Upgrade; 'action' for Log out (the caller clears the session, then goes to path). */
  kind?: 'link' | 'button' | 'action';
}

const FUNDING: MenuItem = { id: 'fundingRequests', label: 'Funding Applications', path: '/funding-requests' };
const HEADER_ITEMS: MenuItem[] = [
  { id: 'directory', label: 'Directory', path: '/directory' },
  { id: 'dashboard', label: 'Dashboard', path: '/dashboard' },
  { id: 'caseInvites', label: 'Case Invites', path: '/case-invites' },
  { id: 'cases', label: 'Cases', path: '/cases' },
  { id: 'tasks', label: 'Tasks', path: '/tasks' },
  { id: 'appointments', label: 'Appointments', path: '/appointments' },
  { id: 'registries', label: 'Registries', path: '/registries', console: true },
  { id: 'users', label: 'Users', path: '/users', console: true },
  { id: 'reports', label: 'Reports', path: '/reports', console: true },
  FUNDING,
];
/** Opens the upgrade modal on My Account (SPEC.md 2.6 upgrade steps). */
const UPGRADE: MenuItem = { id: 'upgrade', label: 'Upgrade', path: '/my-account?upgrade=1', kind: 'button' };

/** Header menu: the items whose screen the actor may work on (mayWorkOn); factoring staff see only Funding Applications. */
export function headerMenu(actor: Actor): MenuItem[] {
  if (isFactoring(actor)) return [FUNDING];
  const items = HEADER_ITEMS.map((item) =>
    item.id === 'dashboard' && isClaimant(actor) ? { ...item, path: '/claimant/dashboard' } : item,
  ).filter((item) => mayWorkOn(actor, item.path));
  const upgrades = isOwner(actor) && !isPremiumSubscriptionType(actor.subscriptionType);
  // Only companies that choose their plan themselves (not factoring companies): those who may open /subscription.
  if (upgrades && canOpenRoute(actor, '/subscription')) items.push(UPGRADE);
  return items;
}

export interface UserMenuContext {
  /** The company subscription's plan; defaults to the actor's subscriptionType. */
  planType?: PlanType | null;
  billingType?: BillingType | null;
  /** Growth rewards count (GET /refer-friends/rewards/count). */
  rewardCount?: number | null;
}

/** 'n/10' while below 10, else null. */
export function rewardCounterLabel(count: number): string | null {
  return count < LIMITS.rewardGoal ? `${Math.max(0, count)}/${LIMITS.rewardGoal}` : null;
}

export function userMenu(actor: Actor, ctx: UserMenuContext = {}): MenuItem[] {
  const items: MenuItem[] = [];
  if (can(actor, 'myCompany.open')) items.push({ id: 'myCompany', label: 'My Company', path: '/my-company' });
  items.push({ id: 'myAccount', label: 'My Account', path: '/my-account' });
  if (mayWorkOn(actor, '/my-network'))
    items.push({ id: 'myNetwork', label: 'My Network', path: '/my-network' });
  const plan = ctx.planType ?? actor.subscriptionType;
  if (isOwnerOrAdmin(actor) && plan && plan !== 'BASIC' && ctx.billingType === 'MONTHLY') {
    items.push({
      id: 'switchToAnnual',
      label: 'Switch to Annual and save',
      path: '/my-account?billingType=ANNUAL',
    });
  }
  if (can(actor, 'inviteFriends')) {
    const counter = typeof ctx.rewardCount === 'number' ? rewardCounterLabel(ctx.rewardCount) : null;
    const label = counter ? `Invite Friends ${counter}` : 'Invite Friends';
    items.push({ id: 'inviteFriends', label, path: '/invite-friend' });
  }
  items.push({ id: 'logout', label: 'Log out', path: '/sign-in', kind: 'action' });
  return items;
}

export interface RedirectContext {
  /** The signed-in user has not finished a password reset. */
  passwordReset: boolean;
}

/**
 * Where navigation to `path` must go instead, or null to stay. Without a session on a protected route
 * the answer is '/sign-in' and the caller stores `path` as last visited.
 */
export function redirectFor(actor: Actor | null, path: string, ctx: RedirectContext): string | null {
  const match = matchRoute(path);
  if (!match) return '/sign-in';
  const { route } = match;
  if (route.access === 'redirect') return route.redirectTo ?? '/sign-in';
  if (route.access === 'public') return null;
  if (!actor) return '/sign-in';
  if (ctx.passwordReset && route.pattern !== '/password-update') return '/password-update';
  if (route.pattern === '/my-network' && isClaimant(actor)) return '/cases';
  const home = homePath(actor);
  if (route.requiresValidatedCompany && actor.companyType !== null && actor.companyStatus !== 'VALIDATED') {
    return canOpenRoute(actor, '/directory') ? '/directory' : home;
  }
  if (!canOpenRoute(actor, route.pattern)) return route.pattern === home ? null : home;
  return null;
}

/** 2.5 and 6: only OWNER users who are not internal roles, never within the directory. */
export function showCompleteYourAccountPanel(actor: Actor, path: string): boolean {
  return isOwner(actor) && !isInternal(actor) && !isDirectorySection(path);
}

/**
 * Screens where a user completes what the overlay asks for (choose a plan and pay, fix the payment method,
 * change the password): the overlay never covers them, or it would block its own way out.
 */
export const OVERLAY_EXEMPT_PATHS: readonly string[] = ['/subscription', '/my-account', '/password-update'];

/**
 * 6: the overlay blocking content when company, payment or professional info is incomplete. Not applied in
 * the directory nor to SYSTEM_ADMIN and SUPER_USER, nor on OVERLAY_EXEMPT_PATHS. A flag counts as incomplete
 * only when it is explicitly false, so complete-account info that failed to load ("treated as empty") never
 * blocks.
 */
export function overlayApplies(
  actor: Actor,
  path: string,
  info: Partial<CompleteAccountInfo> | null | undefined,
): boolean {
  if (actor.userType === 'SYSTEM_ADMIN' || actor.userType === 'SUPER_USER') return false;
  const match = matchRoute(path);
  if (!match || match.route.access === 'public' || isDirectorySection(path)) return false;
  if (OVERLAY_EXEMPT_PATHS.includes(match.route.pattern)) return false;
  return info?.company === false || info?.payment === false || info?.professional === false;
}
