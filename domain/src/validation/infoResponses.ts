/**
 * The owner's answer to a request for information: a message (required) and up to LIMITS.infoAnswerMaxFiles
 * files of the allowed types, each within LIMITS.infoAnswerFileMaxBytes. The portal's form and the fake API
 * check the same rules.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { requiredString } from './common.ts';

export const infoAnswerSchema = z.object({
  message: requiredString(MESSAGES.fieldRequired, LIMITS.introductionMaxLength),
});
export type InfoAnswerInput = z.infer<typeof infoAnswerSchema>;

/** The file types an answer may carry: PDF, PNG, JPEG and Word documents. */
export const INFO_ANSWER_FILE_TYPES: readonly string[] = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

/** What the file input accepts (types and extensions). */
export const INFO_ANSWER_ACCEPT = [
  ...INFO_ANSWER_FILE_TYPES,
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.doc',
  '.docx',
].join(',');

/** The first problem of a set of files to attach, or null when they may be sent. */
export function infoAnswerFilesError(files: readonly { type: string; size: number }[]): string | null {
  if (files.length > LIMITS.infoAnswerMaxFiles) return MESSAGES.infoAnswerTooManyFiles;
  if (files.some((file) => !INFO_ANSWER_FILE_TYPES.includes(file.type))) return MESSAGES.infoAnswerFileType;
  if (files.some((file) => file.size > LIMITS.infoAnswerFileMaxBytes)) return MESSAGES.infoAnswerFileSize;
  return null;
}
