/**
 * Case writes (issue 11): create with the plan's case quota (BASIC spends its bought cases; Advanced and
 * Premium create without limit but the counters still count), edit, status moves along the domain's graph,
 * reassignment within the firm. Every change writes the activity log.
 */
import {
  CASE_STATUS_LABELS,
  MERGE_MESSAGES,
  MESSAGES,
  TASK_TEMPLATE_MESSAGES,
  format,
  canMoveCase,
  caseFieldChanges,
  mayBeResponsibleAttorney,
  mayCreateMoreCases,
  spendCases,
  type CaseFieldChange,
  type CaseInput,
  type CaseStatus,
  type Company,
  type LegalCase,
} from '@casebridge/domain';
import { conflict, validationError } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { companyPlan } from '../planFeatures.ts';
import { recordActivity, userName } from './caseService.ts';
import { noticeStatusChanged } from './caseEventNotices.ts';
import { notifyAboutCase } from './caseNotifications.ts';
import { createTemplateTasks } from '../tasks/templateTasks.ts';

/** The company's plan for its features (routes/planFeatures.ts: Basic once canceled). */
export function planOf(services: Services, companyId: string): 'BASIC' | 'ADVANCED' | 'PRO' {
  return companyPlan(services, companyId);
}

function nextFolio(services: Services, year: number): string {
  const cases = services.store.collection('cases');
  for (let seq = cases.size + 1; ; seq++) {
    const folio = `CB-${year}-${String(seq).padStart(6, '0')}`;
    // A deleted case keeps its folio while it can be restored.
    if (!cases.findOne('folio', folio) && !services.store.collection('deletedCases').findOne('folio', folio))
      return folio;
  }
}

/**
 * The responsible attorney: `asked` when it is an active attorney of the firm (400 otherwise), else `current`
 * (the case's attorney when editing, the caller when creating).
 */
function responsibleAttorney(
  services: Services,
  firmId: string,
  asked: string | null | undefined,
  current: string,
): string {
  if (!asked || asked === current) return current;
  const user = services.store.collection('users').get(asked);
  if (!user || !mayBeResponsibleAttorney(user, firmId))
    throw validationError({ attorneyUserId: MESSAGES.invalidOption });
  return user.id;
}

function claimantFields(services: Services, input: CaseInput) {
  if (!input.claimantId)
    return {
      claimantId: null,
      claimantName: input.claimantName,
      claimantEmail: input.claimantEmail,
      claimantPhone: input.claimantPhone,
    };
  const claimant = services.store.collection('claimants').get(input.claimantId);
  if (!claimant) throw validationError({ claimantId: MESSAGES.invalidOption });
  return {
    claimantId: claimant.id,
    claimantName: `${claimant.name} ${claimant.lastName}`.trim(),
    claimantEmail: claimant.email,
    claimantPhone: claimant.phone,
  };
}

function caseFields(services: Services, firmId: string, input: CaseInput, fallbackAttorney: string) {
  return {
    ...claimantFields(services, input),
    caseType: input.caseType,
    accidentDate: input.accidentDate,
    accidentCity: input.accidentCity,
    accidentState: input.accidentState.toUpperCase(),
    policeReport: input.policeReport,
    insuranceCarrier: input.insuranceCarrier,
    policyLimit: input.policyLimit,
    statuteOfLimitationsDate: input.statuteOfLimitationsDate,
    description: input.description,
    attorneyUserId: responsibleAttorney(services, firmId, input.attorneyUserId, fallbackAttorney),
  };
}

/** Spends one case of the company's quota, or refuses with section 8's out-of-cases sentence. */
export function spendCase(services: Services, company: Company, count = 1): void {
  const resume = company.caseResume;
  if (!mayCreateMoreCases(planOf(services, company.id), resume.totalAvailable, count))
    throw conflict(MESSAGES.outOfCases);
  services.store.update('companies', company.id, { caseResume: spendCases(resume, count) });
}

/** Opens a case; `spend: false` when the caller spent the quota already (a bulk upload spends it at once). */
export function createCase(
  services: Services,
  caller: Principal,
  company: Company,
  input: CaseInput,
  { spend = true, source }: { spend?: boolean; source?: string } = {},
): LegalCase {
  if (spend) spendCase(services, company);
  const now = services.clock.now();
  const legalCase = services.store.insert('cases', {
    folio: nextFolio(services, now.getUTCFullYear()),
    attorneyCompanyId: company.id,
    ...caseFields(services, company.id, input, caller.userId),
    status: 'INTAKE',
    collaboratorCompanyIds: [],
    favoriteUserIds: [],
    createdDate: now.toISOString(),
    updatedAt: now.toISOString(),
  });
  recordActivity(
    services,
    caller,
    legalCase.id,
    'CASE_CREATED',
    source ? `Case ${legalCase.folio} opened (bulk upload of ${source})` : `Case ${legalCase.folio} opened`,
  );
  if (input.inviteClaimant && legalCase.claimantEmail && !legalCase.claimantId)
    services.store.insert('outbox', {
      to: legalCase.claimantEmail,
      subject: `${company.name} invites you to follow your case on CaseBridge`,
      body:
        `Hello ${legalCase.claimantName},\n\n${userName(services, caller.userId)} of ${company.name} opened ` +
        `case ${legalCase.folio} for you. Sign up on CaseBridge with this e-mail address to follow its ` +
        'status, appointments and shared documents.',
      sentAt: now.toISOString(),
    });
  return legalCase;
}

export function updateCase(
  services: Services,
  caller: Principal,
  legalCase: LegalCase,
  input: CaseInput,
): LegalCase {
  const updated = services.store.update('cases', legalCase.id, {
    ...caseFields(services, legalCase.attorneyCompanyId, input, legalCase.attorneyUserId),
    updatedAt: services.clock.now().toISOString(),
  });
  recordActivity(
    services,
    caller,
    legalCase.id,
    'CASE_UPDATED',
    'Case details edited',
    editChanges(services, legalCase, updated),
  );
  if (updated.attorneyUserId !== legalCase.attorneyUserId)
    recordActivity(
      services,
      caller,
      legalCase.id,
      'REASSIGNED',
      `Reassigned to ${userName(services, updated.attorneyUserId)}`,
    );
  return updated;
}

/** The fields an edit changed, old and new values as the case's screens show them (issue 40 item 34). */
function editChanges(services: Services, before: LegalCase, after: LegalCase): CaseFieldChange[] {
  const fields = (c: LegalCase) => ({ ...c, attorneyName: userName(services, c.attorneyUserId) });
  return caseFieldChanges(fields(before), fields(after));
}

export function moveCase(
  services: Services,
  caller: Principal,
  legalCase: LegalCase,
  status: CaseStatus,
  comment: string,
): LegalCase {
  if (legalCase.mergedIntoCaseId) {
    const into = services.store.collection('cases').get(legalCase.mergedIntoCaseId);
    throw conflict(format(MERGE_MESSAGES.mergedCaseLocked, { folio: into?.folio ?? 'another case' }));
  }
  if (!canMoveCase(legalCase.status, status))
    throw conflict(
      `A case cannot move from ${CASE_STATUS_LABELS[legalCase.status]} to ${CASE_STATUS_LABELS[status]}`,
    );
  const updated = services.store.update('cases', legalCase.id, {
    status,
    updatedAt: services.clock.now().toISOString(),
  });
  const detail = `Status changed from ${CASE_STATUS_LABELS[legalCase.status]} to ${CASE_STATUS_LABELS[status]}`;
  recordActivity(
    services,
    caller,
    legalCase.id,
    'STATUS_CHANGED',
    comment ? `${detail}: ${comment}` : detail,
  );
  noticeStatusChanged(services, caller, legalCase, updated);
  const tasks = createTemplateTasks(services, caller, updated);
  if (tasks.length)
    recordActivity(
      services,
      caller,
      legalCase.id,
      'TASKS_FROM_TEMPLATES',
      format(TASK_TEMPLATE_MESSAGES.activity, { titles: tasks.map((t) => t.title).join(', ') }),
    );
  return updated;
}

export function reassignCase(
  services: Services,
  caller: Principal,
  legalCase: LegalCase,
  userId: string,
): LegalCase {
  if (userId === legalCase.attorneyUserId)
    throw conflict(`${userName(services, userId)} is already the case’s responsible attorney`);
  const attorneyUserId = responsibleAttorney(services, legalCase.attorneyCompanyId, userId, '');
  const updated = services.store.update('cases', legalCase.id, {
    attorneyUserId,
    updatedAt: services.clock.now().toISOString(),
  });
  recordActivity(
    services,
    caller,
    legalCase.id,
    'REASSIGNED',
    `Reassigned to ${userName(services, attorneyUserId)}`,
  );
  const attorney = services.store.collection('users').get(attorneyUserId);
  const firm = services.store.collection('companies').get(legalCase.attorneyCompanyId);
  if (attorney && attorneyUserId !== caller.userId)
    notifyAboutCase(services, updated, [attorney], {
      action: 'OWNERSHIP_TRANSFERED',
      message: 'Case ownership transferred',
      description: `Case ${legalCase.folio} was transferred to you by ${userName(services, caller.userId)}.`,
      relatedId: legalCase.attorneyCompanyId,
      sender: { id: legalCase.attorneyCompanyId, name: firm?.name ?? '', type: 'ATTORNEY' },
    });
  return updated;
}
