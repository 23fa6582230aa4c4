/** Access checks shared by the route modules; every permission itself comes from the domain rules. */
import { z } from 'zod';
import { isInternal } from '@casebridge/domain';
import type { ListFilter } from '../core/listRoute.ts';
import type { Principal } from '../core/types.ts';

export const idParams = z.object({ id: z.string().min(1) });

/** Internal staff, or a user of that very company. */
export function inCompanyOrInternal(principal: Principal, companyId: string): boolean {
  return isInternal(principal) || principal.companyId === companyId;
}

/** The caller of a non-public route (the core authenticated it before the handler ran). */
export function callerOf(ctx: { principal: Principal | null }): Principal {
  if (!ctx.principal) throw new Error('principal missing on an authenticated route');
  return ctx.principal;
}

/**
 * A list scope keeping one kind of user (internal or external): a userType filter narrows them, and a type
 * of the other kind asked for finds nothing.
 */
export function onlyUserTypes(allowed: readonly string[]) {
  return (filter: ListFilter): ListFilter | null => {
    const requested = [filter['userType'] ?? []].flat() as string[];
    if (requested.some((type) => !allowed.includes(type))) return null;
    return { ...filter, userType: requested.length ? requested : [...allowed] };
  };
}
