/**
 * What a claimant sees of their own cases (issue 11, "Claimants"; SPEC 2.1 /claimant/dashboard): in plain
 * words what happens next at each status, written once for the API's documentation and the dashboard.
 */
import type { CaseStatus } from '../enums.ts';

/** One sentence per case status: what happens next, said to the injured person. */
export const CASE_STATUS_NEXT_STEPS: Record<CaseStatus, string> = {
  INTAKE: 'Your law firm is reviewing your case and gathering the facts of your accident.',
  TREATING:
    'Keep going to your medical appointments; your law firm collects your records and bills as you are treated.',
  DEMAND_SENT:
    'Your law firm has sent a demand to the insurance company and is waiting for its answer, usually within 30 to 60 days.',
  NEGOTIATING: 'Your law firm is negotiating a settlement with the insurance company on your behalf.',
  LITIGATION: 'Your law firm has filed a lawsuit; it will tell you about any date where you must take part.',
  SETTLED:
    'Your case has settled; your law firm pays the bills and liens from the settlement and then sends you your share.',
  CLOSED: 'Your case is closed; contact your law firm if you have any question about it.',
  WITHDRAWN: 'Your law firm no longer handles this case; contact it if you have any question.',
};

/** The claimant's documents: read and download only (the firm shares them; see caseFiles.ts). */
export const CLAIMANT_CASE_MESSAGES = {
  noCases: 'You have no case with a law firm on CaseBridge yet.',
  noDocuments: 'Your law firm has not shared any document with you on this case yet.',
  noProviders: 'No medical provider works on this case yet.',
  profileIncomplete: 'Complete your profile so your law firm can reach you.',
} as const;
