/**
 * The signed-in claimant's own profile (SPEC.md 7: GET /claimants/me; PUT /claimants/me is the product's own
 * path behind /claimant/complete-profile). Only CLAIMANT users may call them.
 */
import {
  MESSAGES,
  claimantLanguageOf,
  claimantLanguageSchema,
  claimantProfileSchema,
  isClaimant,
  ENDPOINTS,
  claimantSchema,
} from '@casebridge/domain';
import type { Claimant, Location } from '@casebridge/domain';
import type { ClaimantProfileValues } from '@casebridge/domain';
import { US_CITIES } from '@casebridge/fixtures';
import { findOr404 } from '../../core/records.ts';
import { defineRoute } from '../../core/defineRoute.ts';
import type { HandlerContext, Services } from '../../core/types.ts';
import { validate } from '../../core/validate.ts';
import { callerOf } from '../access.ts';

function myClaimant(ctx: Pick<HandlerContext, 'principal' | 'services'>): Claimant {
  const message = MESSAGES.claimantNotFound;
  return findOr404(ctx.services, 'claimants', 'userId', callerOf(ctx).userId, { message });
}

/** The profile as answered: a record saved before languages existed reads as English. */
const answer = (claimant: Claimant): Claimant => ({ ...claimant, language: claimantLanguageOf(claimant) });

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Coordinates of a claimant's mailing address: kept when the city and state did not change, otherwise the
 * centre of the city in the gazetteer, or of the state's first listed city when the city is not listed
 * (claimants are never placed on the directory's map; the coordinates only locate them roughly).
 */
function coordinatesOf(previous: Location | null, city: string, state: string) {
  if (previous && sameText(previous.city, city) && previous.state === state) {
    return { latitude: previous.latitude, longitude: previous.longitude };
  }
  const place =
    US_CITIES.find((c) => c.state === state && sameText(c.name, city)) ??
    US_CITIES.find((c) => c.state === state);
  return { latitude: place?.latitude ?? 0, longitude: place?.longitude ?? 0 };
}

function locationOf(claimant: Claimant, values: ClaimantProfileValues): Location {
  const previous = claimant.location;
  return {
    id: previous?.id ?? `loc-${claimant.id}`,
    ...coordinatesOf(previous, values.city, values.state),
    address: values.address,
    suite: values.suite ? values.suite : null,
    city: values.city,
    state: values.state,
    zipCode: values.zipCode,
    country: 'US',
  };
}

const claimantsOnly = isClaimant;

const getMine = defineRoute({
  endpoint: ENDPOINTS.getMyClaimant,
  access: claimantsOnly,
  doc: {
    summary: "The signed-in claimant's profile (CLAIMANT users only)",
    tags: ['claimants'],
    response: claimantSchema,
    errors: [404],
  },
  handler: (ctx) => ({ status: 200, body: answer(myClaimant(ctx)) }),
});

const updateMine = defineRoute({
  endpoint: ENDPOINTS.updateMyClaimant,
  access: claimantsOnly,
  doc: {
    summary: "Complete or edit the signed-in claimant's profile; marks it complete",
    description:
      'Name, last name, phone (masked or digits; stored digits only), date of birth (MM/DD/YYYY or YYYY-MM-DD; ' +
      'stored at UTC midnight, not in the future) and a US mailing address, all required but the suite. The ' +
      "user's name follows. Coordinates come from the gazetteer (city centre, or the state's first city).",
    requestBody: claimantProfileSchema(),
    tags: ['claimants'],
    response: claimantSchema,
    errors: [404],
  },
  handler: (ctx) => {
    const claimant = myClaimant(ctx);
    const values = validate(claimantProfileSchema(servicesNow(ctx.services)), ctx.body);
    const updated = ctx.services.store.update('claimants', claimant.id, {
      name: values.name,
      lastName: values.lastName,
      phone: values.phone,
      dateOfBirth: values.dateOfBirth,
      location: locationOf(claimant, values),
      profileComplete: true,
    });
    ctx.services.store.update('users', claimant.userId, {
      name: values.name,
      lastName: values.lastName,
      phone: values.phone,
    });
    return { status: 200, body: answer(updated) };
  },
});

const updateLanguage = defineRoute({
  endpoint: ENDPOINTS.updateMyClaimantLanguage,
  access: claimantsOnly,
  doc: {
    summary: "Choose the signed-in claimant's language (en, es)",
    description:
      "The language of the portal's claimant screens and of the e-mails sent to the claimant. Any value but " +
      '`en` or `es` answers 400. The profile need not be complete.',
    requestBody: claimantLanguageSchema,
    tags: ['claimants'],
    response: claimantSchema,
    errors: [400, 404],
  },
  handler: (ctx) => {
    const claimant = myClaimant(ctx);
    const { language } = validate(claimantLanguageSchema, ctx.body);
    return { status: 200, body: answer(ctx.services.store.update('claimants', claimant.id, { language })) };
  },
});

const servicesNow = (services: Services) => () => services.clock.now();

export const claimantRoutes = [getMine, updateMine, updateLanguage];
