/**
 * The duplicate-address rule of SPEC.md 5 ('This address is already in your company' blocks save) added to a
 * form schema that holds `location` (and `suite`): the client checks it against the company's addresses as
 * the user picks one; the API checks the same rule (isDuplicateAddress) on save.
 */
import type { ZodType } from 'zod';
import type { Address } from '../entities.ts';
import { MESSAGES } from '../messages.ts';
import { isDuplicateAddress } from '../rules/completeAccount.ts';
import { isObjectPayload } from './common.ts';

interface WithLocation {
  location?: { address?: unknown; city?: unknown; state?: unknown; zipCode?: unknown } | null;
  suite?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function withDuplicateAddressCheck<S extends ZodType>(
  schema: S,
  existing: readonly Pick<Address, 'address' | 'city' | 'state' | 'zipCode' | 'suite'>[],
): S {
  if (existing.length === 0) return schema;
  return schema.superRefine(
    (value, ctx) => {
      const { location, suite } = value as WithLocation;
      if (!location || typeof location !== 'object') return;
      const candidate = {
        address: text(location.address),
        city: text(location.city),
        state: text(location.state),
        zipCode: text(location.zipCode),
        suite: text(suite),
      };
      if (isDuplicateAddress(candidate, existing))
        ctx.addIssue({ code: 'custom', message: MESSAGES.duplicateAddress, path: ['location'] });
    },
    { when: isObjectPayload },
  ) as S;
}
