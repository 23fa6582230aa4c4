/**
 * The case area: legal cases and what hangs off them (bills, payments, reductions, files, referrals, notes, tasks, appointments), as stored by the fake API.
 */
import type {
  AppointmentStatus,
  CaseStatus,
  PoliceReportOption,
  PresentedCaseStatus,
  ReductionStatus,
  ReferralStatus,
  TaskCategory,
  TaskStatus,
} from '../enums.ts';
import type { Id, IsoDate } from '../schemas/index.ts';

export interface LegalCase {
  id: Id;
  folio: string;
  attorneyCompanyId: Id;
  attorneyUserId: Id;
  claimantId: Id | null;
  claimantName: string;
  status: CaseStatus;
  accidentDate: IsoDate;
  policeReport: PoliceReportOption;
  description: string;
  collaboratorCompanyIds: Id[];
  createdDate: IsoDate;
  updatedAt: IsoDate;
}

export interface Bill {
  id: Id;
  caseId: Id;
  healthProviderCompanyId: Id;
  amount: number;
  date: IsoDate;
  description: string;
}

export interface Payment {
  id: Id;
  caseId: Id;
  billId: Id;
  amount: number;
  date: IsoDate;
}

export interface Reduction {
  id: Id;
  caseId: Id;
  billId: Id;
  requestedAmount: number;
  status: ReductionStatus;
  createdAt: IsoDate;
}

export interface CaseFile {
  id: Id;
  caseId: Id;
  name: string;
  type: string;
  size: number;
  uploadedBy: Id;
  createdAt: IsoDate;
}

export interface Referral {
  id: Id;
  caseId: Id;
  fromCompanyId: Id;
  toCompanyId: Id;
  status: ReferralStatus;
  presentedStatus: PresentedCaseStatus;
  rejectReason: string | null;
  createdAt: IsoDate;
}

export interface Note {
  id: Id;
  caseId: Id;
  authorId: Id;
  text: string;
  createdAt: IsoDate;
}

export interface Task {
  id: Id;
  caseId: Id | null;
  companyId: Id;
  assigneeId: Id;
  title: string;
  category: TaskCategory;
  status: TaskStatus;
  dueDate: IsoDate;
  createdAt: IsoDate;
}

export interface Appointment {
  id: Id;
  caseId: Id | null;
  companyId: Id;
  licenseId: Id | null;
  status: AppointmentStatus;
  startDate: IsoDate;
  endDate: IsoDate;
  cancelReason: string | null;
}
