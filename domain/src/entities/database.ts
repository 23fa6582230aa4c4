/**
 * Every collection of the data file (json-server format: one array per collection).
 */
import type {
  Address,
  Company,
  Subscription,
  SalesAssignment,
  Claimant,
  FactoringCompany,
  Notification,
  FundingRequest,
  OutboxEmail,
  InfoResponse,
} from '../schemas/index.ts';
import type {
  LegalCase,
  Bill,
  Payment,
  Reduction,
  Settlement,
  CaseFile,
  FileAuditEvent,
  FileShareLink,
  Referral,
  Note,
  CaseActivity,
  Task,
  TaskTemplate,
  Appointment,
} from './cases.ts';
import type { CaseMerge, CaseStatusRequest, DeletedCase } from './caseFlows.ts';
import type { License, Intro, ReferralParticipant, UnregisteredProfessional } from './network.ts';
import type { UserRecord, UserSession, VerificationCode } from './accounts.ts';

/** Every collection of the data file (json-server format: one array per collection). */
export interface Database {
  companies: Company[];
  subscriptions: Subscription[];
  addresses: Address[];
  licenses: License[];
  users: UserRecord[];
  salesAssignments: SalesAssignment[];
  claimants: Claimant[];
  factoringCompanies: FactoringCompany[];
  cases: LegalCase[];
  bills: Bill[];
  payments: Payment[];
  reductions: Reduction[];
  settlements: Settlement[];
  files: CaseFile[];
  fileShareLinks: FileShareLink[];
  fileAuditEvents: FileAuditEvent[];
  referrals: Referral[];
  notes: Note[];
  caseActivities: CaseActivity[];
  caseStatusRequests: CaseStatusRequest[];
  caseMerges: CaseMerge[];
  /** Soft-deleted cases, restorable until their purge (filled by the API; issue 40). */
  deletedCases: DeletedCase[];
  tasks: Task[];
  /** Firms' task templates per case status (filled by the API). */
  taskTemplates: TaskTemplate[];
  appointments: Appointment[];
  notifications: Notification[];
  fundingRequests: FundingRequest[];
  intros: Intro[];
  referralParticipants: ReferralParticipant[];
  unregisteredProfessionals: UnregisteredProfessional[];
  outbox: OutboxEmail[];
  /** Owners' answers to requests for information (filled by the API). */
  infoResponses: InfoResponse[];
  verificationCodes: VerificationCode[];
  /** Sign-in sessions (filled by the API). */
  sessions: UserSession[];
}

export type CollectionName = keyof Database;

export type RecordOf<C extends CollectionName> = Database[C][number];
