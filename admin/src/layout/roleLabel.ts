import { INTERNAL_ROLE_LABELS, isInternal, type Actor, type InternalRole } from '@casebridge/domain';

/** 'System Admin', 'Super User' or 'User' for internal staff; null for anyone else. */
export function roleLabel(actor: Actor | null | undefined): string | null {
  if (!actor || !isInternal(actor)) return null;
  return INTERNAL_ROLE_LABELS[actor.userType as InternalRole];
}
