/**
 * Unregistered professionals (issue 12; SPEC.md 7): POST /unregistered-professionals/, PUT and GET
 * /unregistered-professionals/{id}, GET /unregistered-professionals/{id}/search?type=&search= (the id there is
 * the caller's company). Rules in unregisteredService.ts.
 */
import { z } from 'zod';
import {
  ENDPOINTS,
  UNREGISTERED_MESSAGES,
  UNREGISTERED_TYPES,
  can,
  unregisteredProfessionalInputSchema,
  unregisteredProfessionalSchema,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { callerOf, idParams } from '../access.ts';
import {
  createUnregistered,
  getUnregistered,
  searchUnregistered,
  updateUnregistered,
} from './unregisteredService.ts';

const tags = ['network'];
const networkUser = (principal: Parameters<typeof can>[0]) => can(principal, 'myNetwork.open');
const inviteNote =
  '`invite: true` e-mails the sign-up link (/sign-up?grsf={your id}&email={theirs}); 400 ' +
  `"${UNREGISTERED_MESSAGES.emailNeeded}" without an e-mail, 409 "${UNREGISTERED_MESSAGES.alreadyMember}" ` +
  'when it has an account. `status` is MEMBER once a user with that e-mail exists.';

const create = defineRoute({
  endpoint: ENDPOINTS.createUnregisteredProfessional,
  access: networkUser,
  body: unregisteredProfessionalInputSchema,
  doc: {
    summary: 'Add a professional who is not on CaseBridge yet to the caller’s company',
    description: `${inviteNote} 403 for claimants, factoring staff and internal users.`,
    requestBody: unregisteredProfessionalInputSchema,
    tags,
    response: unregisteredProfessionalSchema,
    errors: [400, 403, 409],
  },
  handler: (ctx) => ({ status: 201, body: createUnregistered(ctx.services, callerOf(ctx), ctx.body) }),
});

const update = defineRoute({
  endpoint: ENDPOINTS.updateUnregisteredProfessional,
  access: networkUser,
  params: idParams,
  body: unregisteredProfessionalInputSchema,
  doc: {
    summary: 'Edit (and optionally invite) an unregistered professional of the caller’s company',
    description: `${inviteNote} 404 for another company’s.`,
    requestBody: unregisteredProfessionalInputSchema,
    tags,
    response: unregisteredProfessionalSchema,
    errors: [400, 403, 404, 409],
  },
  handler: (ctx) => ({
    status: 200,
    body: updateUnregistered(ctx.services, callerOf(ctx), ctx.params.id, ctx.body),
  }),
});

const one = defineRoute({
  endpoint: ENDPOINTS.getUnregisteredProfessional,
  access: networkUser,
  params: idParams,
  doc: {
    summary: 'An unregistered professional of the caller’s company, with whether it joined',
    description: '404 for another company’s.',
    tags,
    response: unregisteredProfessionalSchema,
    errors: [403, 404],
  },
  handler: (ctx) => ({ status: 200, body: getUnregistered(ctx.services, callerOf(ctx), ctx.params.id) }),
});

const search = defineRoute({
  endpoint: ENDPOINTS.searchUnregisteredProfessionals,
  access: networkUser,
  params: idParams,
  query: z.object({
    type: z.enum(UNREGISTERED_TYPES).optional(),
    search: z.string().max(100).optional(),
  }),
  doc: {
    summary: 'The unregistered professionals of a company (the caller’s), by type and name or e-mail',
    description: 'The path id is the caller’s company id (404 for another). By last name.',
    tags,
    response: z.array(unregisteredProfessionalSchema),
    errors: [400, 403, 404],
  },
  handler: (ctx) => ({
    status: 200,
    body: searchUnregistered(ctx.services, callerOf(ctx), ctx.params.id, ctx.query.type, ctx.query.search),
  }),
});

export const unregisteredRoutes = [create, update, one, search];
