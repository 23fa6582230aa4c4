/**
 * Answers to a request for information (issue 17 item 16): POST by the owner of an INFO_REQUIRED company
 * (multipart: `message` and up to 5 `files`), read by staff on the registry page and by the company's users.
 * The business rules live in infoResponseService.ts.
 */
import { z } from 'zod';
import {
  INFO_ANSWER_FILE_TYPES,
  LIMITS,
  MESSAGES,
  ENDPOINTS,
  companySchema,
  infoAnswerSchema,
  infoResponseSchema,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { callerOf, idParams } from '../access.ts';
import { answerInfoRequest, infoResponseFile, infoResponsesOf } from './infoResponseService.ts';

const tags = ['companies'];
const fileParams = z.object({ id: z.string().min(1), fileId: z.string().min(1) });

const answer = defineRoute({
  endpoint: ENDPOINTS.answerInfoRequest,
  access: 'authenticated',
  params: idParams,
  multipart: {
    fields: ['files'],
    maxBytes: LIMITS.infoAnswerFileMaxBytes,
    maxCount: { files: LIMITS.infoAnswerMaxFiles },
  },
  doc: {
    summary: "Answer the request for information of the caller's INFO_REQUIRED company (its OWNER)",
    description:
      `multipart/form-data (or JSON without files): \`message\` (required) and up to ${LIMITS.infoAnswerMaxFiles} ` +
      `\`files\` of ${INFO_ANSWER_FILE_TYPES.join(', ')}, 10 MB each. The answer is kept with the staff's ` +
      'message it answers and the company goes back to PENDING_REVIEW (submittedAt restarts the wait). ' +
      'Files get random ids. ' +
      `400 with the field's message for bad input; 403 "${MESSAGES.infoAnswerOwnerOnly}" for the company's ` +
      `other users and staff; 404 for another company; 409 "${MESSAGES.infoAnswerNotAllowed}" unless the ` +
      'company is INFO_REQUIRED; 413 for a file over 10 MB.',
    requestBody: infoAnswerSchema,
    tags,
    response: z.object({ company: companySchema, response: infoResponseSchema }),
    errors: [403, 404, 409, 413],
  },
  handler: async (ctx) => {
    const result = await answerInfoRequest(
      ctx.services,
      callerOf(ctx),
      ctx.params.id,
      ctx.body,
      ctx.req.files,
    );
    return { status: 201, body: result };
  },
});

const list = defineRoute({
  endpoint: ENDPOINTS.listInfoResponses,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: "A company's answers to requests for information, newest first (internal staff, its users)",
    description: '404 for another company.',
    tags,
    response: z.array(infoResponseSchema),
    errors: [404],
  },
  handler: (ctx) => ({ status: 200, body: infoResponsesOf(ctx.services, callerOf(ctx), ctx.params.id) }),
});

const file = defineRoute({
  endpoint: ENDPOINTS.getInfoResponseFile,
  access: 'authenticated',
  params: fileParams,
  doc: {
    summary: 'A file attached to an answer (bearer token: internal staff or the company’s users)',
    description:
      'Served with its type from an allow-list, Content-Disposition attachment (inline for images and PDF) and ' +
      'X-Content-Type-Options: nosniff. 404 for another company or a file of none of its answers.',
    tags,
    produces: '*/*',
    errors: [404],
  },
  handler: (ctx) => infoResponseFile(ctx.services, callerOf(ctx), ctx.params.id, ctx.params.fileId),
});

export const infoResponseRoutes = [answer, list, file];
