/**
 * Bulk upload of cases (issue 11, Advanced and Premium): the per-row report of a file, checked with the case
 * form's schema on the server's clock plus the responsible attorney's e-mail; and the import of the valid rows in
 * one write (the request's transaction), spending the firm's case quota for them first.
 */
import { BULK_UPLOAD_MESSAGES, mayBeResponsibleAttorney, validateBulkRows } from '@casebridge/domain';
import type {
  BulkIssue,
  BulkRow,
  BulkUploadReport,
  BulkUploadResult,
  BulkValidRow,
} from '@casebridge/domain';
import { validationError } from '../../core/errors.ts';
import type { Principal, Services, UploadedFile } from '../../core/types.ts';
import { companyOr404 } from '../companies/companies.ts';
import { requirePlanFeature } from '../planFeatures.ts';
import { readBulkFile } from './bulkFile.ts';
import { createCase, spendCase } from './caseWrites.ts';

/** 403 with the upgrade sentence unless the caller's firm has bulk uploads (Advanced and Premium). */
export function requireBulkUploads(services: Services, caller: Principal): void {
  requirePlanFeature(services, caller.companyId, 'bulkUploads');
}

interface Checked {
  rows: number;
  valid: BulkValidRow[];
  issues: BulkIssue[];
}

/** Reads the file (slow for a workbook: the routes run it before the write lock, see RouteDef.prepare). */
export function readUpload(file: UploadedFile | undefined): Promise<BulkRow[]> {
  return readBulkFile(file);
}

function check(services: Services, caller: Principal, rows: BulkRow[]): Checked {
  const { valid, issues } = validateBulkRows(rows, () => services.clock.now());
  const users = services.store.collection('users');
  const kept: BulkValidRow[] = [];
  for (const v of valid) {
    if (!v.attorneyEmail) {
      kept.push(v);
      continue;
    }
    const user =
      users.findOne('email', v.attorneyEmail.toLowerCase()) ?? users.findOne('email', v.attorneyEmail);
    if (user && mayBeResponsibleAttorney(user, caller.companyId!))
      kept.push({ ...v, input: { ...v.input, attorneyUserId: user.id } });
    else
      issues.push({
        row: v.row,
        field: 'Responsible attorney e-mail',
        message: BULK_UPLOAD_MESSAGES.unknownAttorney,
      });
  }
  issues.sort((a, b) => a.row - b.row);
  return { rows: rows.length, valid: kept, issues };
}

export function reportBulkFile(
  services: Services,
  caller: Principal,
  fileName: string,
  read: BulkRow[],
): BulkUploadReport {
  const { rows, valid, issues } = check(services, caller, read);
  return { fileName, rows, validRows: valid.length, issues };
}

/** Imports the valid rows (400 when there is none); the quota is checked for all of them before any write. */
export function importBulkFile(
  services: Services,
  caller: Principal,
  fileName: string,
  read: BulkRow[],
): BulkUploadResult {
  const { rows, valid, issues } = check(services, caller, read);
  if (valid.length === 0)
    throw validationError({ file: BULK_UPLOAD_MESSAGES.noValidRows }, BULK_UPLOAD_MESSAGES.noValidRows);
  const firm = companyOr404(services, caller.companyId!);
  spendCase(services, firm, valid.length);
  const imported = valid.map(({ row, input }) => {
    const legalCase = createCase(services, caller, firm, input, { spend: false, source: fileName });
    return { row, id: legalCase.id, folio: legalCase.folio };
  });
  return { fileName, rows, validRows: valid.length, issues, imported };
}
