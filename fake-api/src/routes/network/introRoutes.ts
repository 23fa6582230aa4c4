/**
 * Make Intro (issue 12; SPEC.md 7 "Intros"): POST /intros (multipart), GET /intros/count,
 * GET /intros/latest-action?receiver-id=, and the project's GET /intros (the company's sent and received) and
 * GET /intros/{id}/file. Rules in introService.ts.
 */
import { z } from 'zod';
import {
  ENDPOINTS,
  INTRO_MESSAGES,
  LIMITS,
  MESSAGES,
  can,
  introCountSchema,
  introSchema,
  latestIntroSchema,
  makeIntroSchema,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { callerOf, idParams } from '../access.ts';
import { companyIntros, introCount, introFile, introView, latestIntroAt, sendIntro } from './introService.ts';

const tags = ['network'];
/** Users of a company other than a factoring company (SPEC.md 6: the network is theirs). */
const networkUser = (principal: Parameters<typeof can>[0]) => can(principal, 'myNetwork.open');

const send = defineRoute({
  endpoint: ENDPOINTS.sendIntro,
  access: networkUser,
  multipart: {
    fields: ['file'],
    maxBytes: LIMITS.introFileMaxMb * 1024 * 1024,
    tooLargeMessage: INTRO_MESSAGES.fileTooLarge,
  },
  doc: {
    summary: 'Make Intro: introduce yourself (or a user of your company) to a directory company',
    description:
      'multipart/form-data (or JSON without a file): `receiver` (a VALIDATED attorney, provider or facility ' +
      'company id), `introduction` (required, 1,500 characters at most), `onBehalfOf` (optional: a user id of ' +
      `your company) and an optional \`file\` (the case files' types, ${LIMITS.introFileMaxMb} MB at most). ` +
      `409 "${MESSAGES.introLimitReached}" past ${LIMITS.introsPerMonth} intros this calendar month (UTC). ` +
      'The receiving company’s owners and admins get INTRO / ADD and an e-mail. 400 for bad input, 403 for ' +
      'factoring staff, claimants and internal users, 404 for an unknown or non-directory receiver, 413 for ' +
      'a larger file.',
    requestBody: makeIntroSchema,
    tags,
    response: introSchema,
    errors: [400, 403, 404, 409, 413],
  },
  handler: async (ctx) => ({
    status: 201,
    body: await sendIntro(ctx.services, callerOf(ctx), ctx.body, ctx.req.files),
  }),
});

const list = defineRoute({
  endpoint: ENDPOINTS.listIntros,
  access: networkUser,
  doc: {
    summary: 'The intros the caller’s company sent and received, newest first (100 of each at most)',
    tags,
    response: z.array(introSchema),
    errors: [403],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    return {
      status: 200,
      body: companyIntros(ctx.services, caller).map((i) => introView(ctx.services, caller, i)),
    };
  },
});

const count = defineRoute({
  endpoint: ENDPOINTS.countIntros,
  access: networkUser,
  doc: {
    summary: 'How many intros the caller made this calendar month (UTC), of the monthly limit',
    tags,
    response: introCountSchema,
    errors: [403],
  },
  handler: (ctx) => ({ status: 200, body: introCount(ctx.services, callerOf(ctx)) }),
});

const latestQuery = z.object({ 'receiver-id': z.string().trim().min(1, MESSAGES.fieldRequired) });

const latest = defineRoute({
  endpoint: ENDPOINTS.latestIntroAction,
  access: networkUser,
  query: latestQuery,
  doc: {
    summary: 'When the caller last introduced itself to a company (`receiver-id`), or null',
    description: '400 without receiver-id.',
    tags,
    response: latestIntroSchema,
    errors: [400, 403],
  },
  handler: (ctx) => ({
    status: 200,
    body: { createdAt: latestIntroAt(ctx.services, callerOf(ctx), ctx.query['receiver-id']) },
  }),
});

const file = defineRoute({
  endpoint: ENDPOINTS.getIntroFile,
  access: networkUser,
  params: idParams,
  doc: {
    summary: 'The file of an intro (users of the sending or the receiving company)',
    description:
      'Served with its type from an allow-list, Content-Disposition attachment (inline for images and PDF) and ' +
      'nosniff. 404 for anyone else, an unknown intro or one without a file.',
    tags,
    produces: '*/*',
    errors: [403, 404],
  },
  handler: (ctx) => introFile(ctx.services, callerOf(ctx), ctx.params.id),
});

export const introRoutes = [send, list, count, latest, file];
