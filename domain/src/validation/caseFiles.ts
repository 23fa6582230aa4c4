/**
 * What the case-file screens send and the API accepts (issue 11, "Files"): an upload's fields besides its
 * files, a file's edit (name, category, sharing) and a request for a file. The files themselves are checked
 * by caseFileProblem() (rules/caseFiles.ts), in the form and on the server.
 */
import { z } from 'zod';
import {
  CASE_FILE_CATEGORIES,
  CASE_FILE_NAME_MAX_LENGTH,
  CASE_FILE_SHARING,
  FILE_REQUEST_MESSAGE_MAX_LENGTH,
} from '../rules/caseFiles.ts';
import { MESSAGES } from '../messages.ts';
import { requiredChoice, requiredString } from './common.ts';

/** The text fields of a multipart upload (every file of it gets them). */
export const caseFileUploadFieldsSchema = z.object({
  category: requiredChoice(CASE_FILE_CATEGORIES, MESSAGES.fieldRequired).default('OTHER'),
  sharedWith: requiredChoice(CASE_FILE_SHARING, MESSAGES.fieldRequired).optional(),
});
export type CaseFileUploadFields = z.input<typeof caseFileUploadFieldsSchema>;

/** A name a file may be renamed to: no path separators or control characters. */
const fileName = requiredString(MESSAGES.fieldRequired, CASE_FILE_NAME_MAX_LENGTH).refine(
  // eslint-disable-next-line no-control-regex
  (name) => !/[\\/\u0000-\u001f\u007f]/.test(name),
  { error: 'A file name cannot contain slashes or control characters' },
);

export const caseFileUpdateSchema = z.object({
  name: fileName,
  category: requiredChoice(CASE_FILE_CATEGORIES, MESSAGES.fieldRequired),
  sharedWith: requiredChoice(CASE_FILE_SHARING, MESSAGES.fieldRequired),
});
export type CaseFileUpdate = z.output<typeof caseFileUpdateSchema>;

export const fileRequestInputSchema = z.object({
  category: requiredChoice(CASE_FILE_CATEGORIES, MESSAGES.fieldRequired),
  message: requiredString(MESSAGES.fieldRequired, FILE_REQUEST_MESSAGE_MAX_LENGTH),
  /** The firm names the collaborator it asks; a collaborator always asks the firm. */
  companyId: z.string().trim().min(1).nullish(),
});
export type FileRequestInput = z.input<typeof fileRequestInputSchema>;
