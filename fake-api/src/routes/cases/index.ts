import { caseQuotaRoutes } from './caseQuota.ts';
import { caseRoutes } from './cases.ts';
import { claimantCaseRoutes } from './claimantCases.ts';
import { collaboratorRoutes } from './collaborators.ts';
import { fileShareRoutes } from './fileShares.ts';
import { fileRoutes } from './files.ts';
import { noteRoutes } from './notes.ts';
import { statusRequestRoutes } from './statusRequests.ts';
import { mergeRoutes } from './merges.ts';
import { bulkUploadRoutes } from './bulkUpload.ts';
import { presentedCaseRoutes } from './presentedCase.ts';
import { deletedCaseRoutes } from './deletedCases.ts';

/** Cases, their notes, collaborators, status requests and files, and the case quota (issue 11). */
export const allCaseRoutes = [
  ...caseRoutes,
  ...collaboratorRoutes,
  ...noteRoutes,
  ...caseQuotaRoutes,
  ...statusRequestRoutes,
  ...fileRoutes,
  ...fileShareRoutes,
  ...mergeRoutes,
  ...bulkUploadRoutes,
  ...presentedCaseRoutes,
  ...claimantCaseRoutes,
  ...deletedCaseRoutes,
];
