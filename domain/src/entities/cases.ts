/**
 * The case area: legal cases and what hangs off them (bills, payments, reductions, files, referrals, notes, tasks, appointments), as stored by the fake API.
 */
import type {
  AppointmentStatus,
  CaseActivityAction,
  CaseStatus,
  CaseType,
  NoteVisibility,
  PoliceReportOption,
  PresentedCaseStatus,
  ReferralRejectMotive,
  ReferralStatus,
  TaskCategory,
  TaskStatus,
} from '../enums.ts';
import type { Id, IsoDate } from '../schemas/index.ts';
import type { BillPayer } from '../rules/billing.ts';
import type { CaseFieldChange } from '../rules/caseChanges.ts';
import type { NoteAudience } from '../rules/notes.ts';
import type { ReductionNegotiation } from '../rules/reductions.ts';
import type { SettlementFee, SettlementStatement } from '../rules/settlement.ts';
import type {
  CaseFileCategory,
  CaseFileSharing,
  FileAccessChannel,
  FileAuditAction,
} from '../rules/caseFiles.ts';

/**
 * A personal-injury case as stored (the API answers it as legalCaseSchema, see schemas/cases.ts, with the
 * caller's favorite flag instead of the favoriting users' ids).
 */
export interface LegalCase {
  id: Id;
  folio: string;
  attorneyCompanyId: Id;
  /** The responsible attorney (a member of the firm). */
  attorneyUserId: Id;
  /** A registered claimant, or null when only a name and contact are known. */
  claimantId: Id | null;
  claimantName: string;
  claimantEmail: string | null;
  claimantPhone: string | null;
  caseType: CaseType;
  status: CaseStatus;
  accidentDate: IsoDate;
  accidentCity: string;
  accidentState: string;
  policeReport: PoliceReportOption;
  insuranceCarrier: string | null;
  /** The at-fault party's bodily-injury policy limit, in USD. */
  policyLimit: number | null;
  statuteOfLimitationsDate: IsoDate;
  /** Injury summary and circumstances. */
  description: string;
  collaboratorCompanyIds: Id[];
  favoriteUserIds: Id[];
  createdDate: IsoDate;
  updatedAt: IsoDate;
  /** Set while this case is merged into another (it is closed then); absent or null otherwise. */
  mergedIntoCaseId?: Id | null;
  /** The end of the last visit whose treatment gap the attorney was told of (one alert per gap episode). */
  gapAlertedForVisitEnd?: IsoDate | null;
}

/** One line of a case's activity log: who did what, when. */
export interface CaseActivity {
  id: Id;
  caseId: Id;
  actorId: Id | null;
  actorName: string;
  action: CaseActivityAction;
  detail: string;
  /** A "Case details edited" entry's changed fields, old and new values (absent on other entries). */
  changes?: CaseFieldChange[];
  createAt: IsoDate;
}

/**
 * A provider's medical bill on a case (issue 14; README "Billing"): entered and corrected by the provider,
 * voided with a reason. Amounts in cents; what its payers paid when entered is kept per payer.
 */
export interface Bill {
  id: Id;
  caseId: Id;
  healthProviderCompanyId: Id;
  /** The date of service, YYYY-MM-DD. */
  serviceDate: string;
  description: string;
  procedureCode: string | null;
  amountCents: number;
  paidByPayer: Partial<Record<BillPayer, number>>;
  voidedAt: IsoDate | null;
  voidedById: Id | null;
  voidedByName: string | null;
  voidReason: string | null;
  createdAt: IsoDate;
  createdById: Id | null;
  createdByName: string;
  updatedAt: IsoDate;
}

/** A payment recorded against one bill, by the firm or the provider. */
export interface Payment {
  id: Id;
  caseId: Id;
  billId: Id;
  healthProviderCompanyId: Id;
  amountCents: number;
  /** YYYY-MM-DD. */
  date: string;
  payer: BillPayer;
  reference: string | null;
  recordedById: Id | null;
  recordedByName: string;
  recordedByCompanyId: Id;
  createdAt: IsoDate;
}

/** One reduction negotiation between the case's firm and one provider (rules/reductions.ts). */
export interface Reduction extends ReductionNegotiation {
  id: Id;
  caseId: Id;
  healthProviderCompanyId: Id;
  breakdownFileId: Id | null;
  createdAt: IsoDate;
  updatedAt: IsoDate;
}

/**
 * A case's settlement distribution statement (one per case): the firm's figures while a DRAFT (the lines are
 * computed from the billing), the whole statement frozen once FINALIZED, with its PDF and .xlsx case files.
 */
export interface Settlement {
  id: Id;
  caseId: Id;
  grossCents: number;
  fee: SettlementFee;
  costsCents: number;
  fundingPayoffCents: number;
  status: 'DRAFT' | 'FINALIZED';
  finalized: SettlementStatement | null;
  finalizedAt: IsoDate | null;
  finalizedById: Id | null;
  finalizedByName: string | null;
  pdfFileId: Id | null;
  xlsxFileId: Id | null;
  createdAt: IsoDate;
  updatedAt: IsoDate;
}

/**
 * A case's document (rules/caseFiles.ts: types, categories, sharing). An upload's content is the file
 * DATA_DIR/uploads/caseFiles/{id}; a SAMPLE (the demo data's documents) is generated from the record.
 */
export interface CaseFile {
  id: Id;
  caseId: Id;
  /** Shown and downloaded as; its extension matches `type`. */
  name: string;
  /** The media type, from the allow-list. */
  type: string;
  /** Bytes. */
  size: number;
  category: CaseFileCategory;
  sharedWith: CaseFileSharing;
  uploadedBy: Id;
  /** The uploader's company (the firm or a collaborator). */
  uploaderCompanyId: Id | null;
  uploadedAt: IsoDate;
  source: 'UPLOAD' | 'SAMPLE';
}

/** A share link of one file: only the SHA-256 of its token is kept; it stops working at expiresAt. */
export interface FileShareLink {
  id: Id;
  caseId: Id;
  fileId: Id;
  tokenHash: string;
  createdBy: Id;
  /** The creator's name when the link was made (issue 39; absent on older links). */
  createdByName?: string;
  createdAt: IsoDate;
  /** When it stops working; revoking a link sets it to the moment of the revocation. */
  expiresAt: IsoDate;
  /** Who revoked it and when (absent while it was never revoked). */
  revokedBy?: Id | null;
  revokedAt?: IsoDate | null;
  /** The last time its file was opened through it. */
  lastOpenedAt?: IsoDate | null;
}

/** One line of a file's audit trail: who did what to it, when, and how they reached it. */
export interface FileAuditEvent {
  id: Id;
  caseId: Id;
  fileId: Id;
  /** The file's name at the time (it may be renamed or deleted later). */
  fileName: string;
  action: FileAuditAction;
  /** null for a visitor through a share link. */
  actorId: Id | null;
  actorName: string;
  actorCompanyId: Id | null;
  channel: FileAccessChannel;
  detail: string;
  at: IsoDate;
}

/**
 * A case presented by its firm to a provider or facility: the firm's referral, the receiver's case invite.
 * Reminders (ALERT_1, ALERT_2) and expiry (EXPIRE) are due at `nextEventAt`, computed from `createdAt` by
 * rules/referrals.ts; the server's scheduler sends what is due (fake-api routes/referrals/referralSweep.ts).
 */
export interface Referral {
  id: Id;
  caseId: Id;
  fromCompanyId: Id;
  toCompanyId: Id;
  status: ReferralStatus;
  /** The spec's presented-case status, kept with `status` (an EXPIRED referral reads REJECTED). */
  presentedStatus: PresentedCaseStatus;
  /** The firm's user who presented it. */
  presentedById: Id | null;
  /** Professionals (licenses) of the receiving company the firm addressed it to; empty: the whole company. */
  professionalIds: Id[];
  message: string;
  treatmentNeeded: string;
  rejectMotive: ReferralRejectMotive | null;
  /** The motive's label, or the text written with OTHER. */
  rejectReason: string | null;
  /** Professionals (licenses) of the receiving company assigned to the case when it was accepted. */
  assignedIds: Id[];
  createdAt: IsoDate;
  answeredAt: IsoDate | null;
  answeredById: Id | null;
  /** How many reminders went out (0, 1: ALERT_1, 2: ALERT_2). */
  remindersSent: number;
  /** When the next reminder or the expiry is due; null once answered or expired. */
  nextEventAt: IsoDate | null;
  /** The referral that re-sent this one (rejected or expired) to another company. */
  resentAsId: Id | null;
}

export interface Note {
  id: Id;
  caseId: Id;
  authorId: Id;
  text: string;
  /** Who reads it (issue 39, rules/notes.ts); absent on older notes, read through noteReachOf. */
  audience?: NoteAudience;
  /** The author's company (a COMPANY note is its own); absent on older notes. */
  companyId?: Id | null;
  /** Before issue 39: INTERNAL (the firm's only) or SHARED (collaborators too); newer notes have audience. */
  visibility?: NoteVisibility;
  createdAt: IsoDate;
  updatedAt: IsoDate;
}

export interface Task {
  id: Id;
  caseId: Id | null;
  companyId: Id;
  assigneeId: Id;
  title: string;
  description: string;
  category: TaskCategory;
  status: TaskStatus;
  dueDate: IsoDate;
  /** Who created it (told when it is done); null for a task the system made. */
  createdById: Id | null;
  createdAt: IsoDate;
  updatedAt: IsoDate;
  /** When it was last moved to COMPLETED (null while open). */
  completedAt: IsoDate | null;
}

/** An appointment of a provider's or facility's licensed professional (issue 16; rules/appointments.ts). */
/** Who a task template's tasks go to: the case's responsible attorney, the company's owner, or one user. */
export type TaskTemplateAssignee = 'RESPONSIBLE_ATTORNEY' | 'OWNER' | Id;

/** A firm's task template (issue 16): when one of its cases enters `caseStatus`, a task due `dueInDays` later. */
export interface TaskTemplate {
  id: Id;
  companyId: Id;
  caseStatus: CaseStatus;
  title: string;
  description: string;
  category: TaskCategory;
  /** Days between the status change and the task's due time (0..365). */
  dueInDays: number;
  assignTo: TaskTemplateAssignee;
  createdById: Id;
  createdAt: IsoDate;
}

export interface Appointment {
  id: Id;
  /** The case it belongs to, or null for a claimant named without a case. */
  caseId: Id | null;
  /** The patient: the case's claimant's name, or the name typed when there is no case. */
  claimantName: string;
  /** The provider or facility whose calendar holds it. */
  companyId: Id;
  /** The licensed professional seen (a License of the company); null only on a few generated old ones. */
  licenseId: Id | null;
  status: AppointmentStatus;
  startDate: IsoDate;
  endDate: IsoDate;
  notes: string | null;
  cancelReason: string | null;
  canceledAt: IsoDate | null;
  concludedAt: IsoDate | null;
  createdById: Id | null;
  createdAt: IsoDate;
  /** When the case's attorney was told it was missed (rules/adherence.ts); absent or null: not yet. */
  adherenceAlertedAt?: IsoDate | null;
  /** When the adherence sweep looked at the case's treatment 30 days after this one's end; absent: not yet. */
  gapCheckedAt?: IsoDate | null;
}
