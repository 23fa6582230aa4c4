/**
 * Finalizing a case's settlement statement (issue 14): refused (409) with canFinalizeSettlement's reason, or
 * why the figures make no statement; otherwise the statement is frozen as computed now, written as a PDF and
 * an .xlsx (built before the write lock when nothing changed meanwhile, and before anything is stored), and
 * each stored with the case's files (content durable
 * before its row, shared with the firm only, audited); the statement records both files' ids, who finalized
 * it and when, and the case's activity says so.
 */
import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_TIME_ZONE,
  MESSAGES,
  canFinalizeSettlement,
  computeSettlement,
  formatCents,
  formatLongDate,
} from '@casebridge/domain';
import type { CaseFile, LegalCase, SettlementStatement, SettlementView } from '@casebridge/domain';
import { conflict } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { caseProviderFigures } from '../billing/billingFigures.ts';
import { recordActivity, userName } from '../cases/caseService.ts';
import { caseFileKey } from '../cases/fileContent.ts';
import { recordFileEvent } from '../cases/fileService.ts';
import { XLSX_MEDIA_TYPE } from '../../reports/workbook.ts';
import { settlementDocument, settlementFileName } from './settlementDocument.ts';
import type { SettlementDocument } from './settlementDocument.ts';
import { buildSettlementPdf } from './settlementPdf.ts';
import {
  EMPTY_FIGURES,
  settlementInput,
  settlementProblems,
  writableSettlement,
} from './settlementService.ts';
import { settlementView } from './settlementView.ts';
import { buildSettlementXlsx } from './settlementXlsx.ts';

interface Document {
  name: string;
  type: string;
  data: Buffer;
}

async function storeCaseFile(services: Services, caller: Principal, caseId: string, doc: Document) {
  const id = randomUUID();
  await services.uploads?.put(caseFileKey(id), doc.data, doc.type);
  const file: CaseFile = services.store.insert('files', {
    id,
    caseId,
    name: doc.name,
    type: doc.type,
    size: doc.data.length,
    // No settlement category exists: OTHER, shared with nobody outside the firm.
    category: 'OTHER',
    sharedWith: 'FIRM',
    uploadedBy: caller.userId,
    uploaderCompanyId: caller.companyId,
    uploadedAt: services.clock.now().toISOString(),
    source: 'UPLOAD',
  });
  recordFileEvent(services, { file, action: 'UPLOADED', caller, detail: 'finalized settlement statement' });
  return file;
}

/** The statement to freeze, or the 409 saying why it cannot be finalized (after the write checks). */
function finalizable(services: Services, caller: Principal, caseId: string) {
  const { seen, record } = writableSettlement(services, caller, caseId);
  const input = settlementInput(record ?? EMPTY_FIGURES, caseProviderFigures(services, seen.legalCase));
  const [problem] = settlementProblems(input);
  if (problem !== undefined || !record) throw conflict(problem ?? MESSAGES.settlementNoGross);
  const statement = computeSettlement(input);
  const check = canFinalizeSettlement(statement);
  if (!check.ok) throw conflict(check.reason);
  return { seen, record, statement };
}

export interface SettlementDocuments {
  model: SettlementDocument;
  pdf: Buffer;
  xlsx: Buffer;
}

/** What the documents say, as of now (the date is today's). */
function documentModel(services: Services, legalCase: LegalCase, statement: SettlementStatement) {
  const firm = services.store.collection('companies').get(legalCase.attorneyCompanyId);
  return settlementDocument({
    folio: legalCase.folio,
    clientName: legalCase.claimantName,
    firmName: firm?.name ?? '',
    attorneyName: userName(services, legalCase.attorneyUserId),
    // 'MMM DD, YYYY' (SPEC.md 9) in the documents' stated zone: a server has no reader's browser.
    date: formatLongDate(services.clock.now(), DOCUMENT_TIME_ZONE),
    statement,
  });
}

async function documentsOf(services: Services, model: SettlementDocument): Promise<SettlementDocuments> {
  const now = services.clock.now();
  const [pdf, xlsx] = await Promise.all([buildSettlementPdf(model), buildSettlementXlsx(model, now)]);
  return { model, pdf, xlsx };
}

/**
 * The documents built before the write lock (the route's prepare, over the last commit), so that writing
 * them does not hold every other write back; the same checks as finalizing, which re-checks them.
 */
export async function prepareSettlementDocuments(
  services: Services,
  caller: Principal,
  caseId: string,
): Promise<SettlementDocuments> {
  const { seen, statement } = finalizable(services, caller, caseId);
  return documentsOf(services, documentModel(services, seen.legalCase, statement));
}

export async function finalizeSettlement(
  services: Services,
  caller: Principal,
  caseId: string,
  prepared?: SettlementDocuments,
): Promise<SettlementView> {
  const { seen, record, statement } = finalizable(services, caller, caseId);
  const { legalCase } = seen;
  const now = services.clock.now();
  const model = documentModel(services, legalCase, statement);
  // The prepared documents serve unless what they say changed since (the statement, the firm, the day).
  const docs =
    prepared && JSON.stringify(prepared.model) === JSON.stringify(model)
      ? prepared
      : await documentsOf(services, model);
  const pdfFile = await storeCaseFile(services, caller, legalCase.id, {
    name: settlementFileName(legalCase.folio, 'pdf'),
    type: 'application/pdf',
    data: docs.pdf,
  });
  const xlsxFile = await storeCaseFile(services, caller, legalCase.id, {
    name: settlementFileName(legalCase.folio, 'xlsx'),
    type: XLSX_MEDIA_TYPE,
    data: docs.xlsx,
  });
  services.store.update('settlements', record.id, {
    status: 'FINALIZED',
    finalized: statement,
    finalizedAt: now.toISOString(),
    finalizedById: caller.userId,
    finalizedByName: userName(services, caller.userId),
    pdfFileId: pdfFile.id,
    xlsxFileId: xlsxFile.id,
    updatedAt: now.toISOString(),
  });
  recordActivity(
    services,
    caller,
    legalCase.id,
    'SETTLEMENT_FINALIZED',
    `Settlement statement finalized: ${formatCents(statement.netToClientCents)} net to the client`,
  );
  return settlementView(services, seen);
}
