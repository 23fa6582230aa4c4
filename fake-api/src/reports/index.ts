/** Every report of SPEC.md section 7, keyed like the domain's REPORT_CATALOG. */
import type { ReportKey } from '@casebridge/domain';
import { caseStatusesReport, caseVelocityReport, casesReport, tasksReport } from './caseReports.ts';
import {
  billingReport,
  incomingPaymentsReport,
  reductionStatusCountsReport,
  reductionsReport,
} from './financeReports.ts';
import { fundingRequestsReport, invitesReport, presentedReport, usersReport } from './peopleReports.ts';
import type { ReportDefinition } from './types.ts';

export const REPORTS: Record<ReportKey, ReportDefinition> = Object.fromEntries(
  [
    usersReport,
    casesReport,
    invitesReport,
    presentedReport,
    fundingRequestsReport,
    tasksReport,
    reductionsReport,
    caseStatusesReport,
    billingReport,
    incomingPaymentsReport,
    reductionStatusCountsReport,
    caseVelocityReport,
  ].map((report) => [report.key, report]),
) as Record<ReportKey, ReportDefinition>;

export { buildWorkbook, XLSX_MEDIA_TYPE } from './workbook.ts';
export type { ReportDefinition, ReportRow } from './types.ts';
