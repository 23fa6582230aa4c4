/**
 * Answers to a request for information (issue 17 item 16): an INFO_REQUIRED company's owner answers the staff's
 * message with a message of their own and files (a copy of a license...); staff read them on the registry page.
 */
import { z } from 'zod';
import { idSchema as id, isoDateSchema as date } from './common.ts';

export const infoResponseFileSchema = z.object({
  id: z.string().describe('random, unguessable id of the stored upload'),
  name: z.string().describe('the file name as uploaded'),
  mimeType: z.string(),
  size: z.number().describe('bytes'),
});
export type InfoResponseFile = z.output<typeof infoResponseFileSchema>;

export const infoResponseSchema = z.object({
  id,
  companyId: id,
  requestMessage: z.string().nullable().describe('the staff message this answers'),
  message: z.string(),
  files: z.array(infoResponseFileSchema),
  authorId: id,
  authorName: z.string(),
  createdAt: date,
});
export type InfoResponse = z.output<typeof infoResponseSchema>;
