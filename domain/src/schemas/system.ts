/** The error body every failure answers, and the fake API's outbox. */
import { z } from 'zod';
import { API_ERROR_CODES } from '../apiErrors.ts';
import type { ApiErrorBody } from '../apiErrors.ts';
import { idSchema as id, isoDateSchema as date } from './common.ts';

type ErrorCode = ApiErrorBody['error'];

export const apiErrorSchema = z.object({
  error: z.enum(Object.values(API_ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional().describe('per-field messages keyed by dotted path'),
});

/** An e-mail the fake API would have sent: kept in its outbox so demos can show it. */
export const outboxEmailSchema = z.object({
  id,
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  sentAt: date,
});
export type OutboxEmail = z.output<typeof outboxEmailSchema>;

/** GET /time */
export const serverTimeSchema = z.object({ time: date });
