/**
 * A user-entered web address field (issue 39 item 13; SPEC.md 5 "Website max 60"): optional, at most `max`
 * characters as typed, an http: or https: URL with a host; a bare domain is saved with https:// before it.
 * Anything else ('javascript:…', 'data:…', 'vbscript:…', 'mailto:…') is refused with MESSAGES.webAddressInvalid.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { normalizeWebAddress } from '../rules/webAddress.ts';
import { optionalString } from './common.ts';

export function optionalWebAddress(max: number = LIMITS.websiteMaxLength) {
  return optionalString(max).transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return value;
    const address = normalizeWebAddress(value);
    if (address !== null) return address;
    ctx.addIssue({ code: 'custom', message: MESSAGES.webAddressInvalid });
    return z.NEVER;
  });
}
