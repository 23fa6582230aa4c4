/**
 * Each collection's table, declared once: the fields `q` searches (an FTS5 trigram index kept by triggers),
 * the scalar fields filtered, sorted or joined on (generated columns: an equality key and a sort key), which
 * of them have an index for equality and ranges (`indexed`, the default: every field not in `sorted`) or for
 * sorting (`sorted`), composite indexes (equality fields first, then the sort field) and the fields whose
 * per-value counts a table keeps.
 * A declared field holds values of its declared type or null; undeclared fields are still filtered and sorted
 * (through json_extract, without an index), and array values match element-wise there.
 */
import type { CollectionName } from '@casebridge/domain';

export type FieldType = 'text' | 'number' | 'bool';

export interface TableSpec {
  /** Fields `q` searches (case-insensitive substring, every word must match). */
  readonly search: readonly string[];
  /** Indexed scalar fields (dotted for nested values) and their type. */
  readonly fields?: Readonly<Record<string, FieldType>>;
  /** Fields with an equality/range index; default: every declared field not in `sorted`. */
  readonly indexed?: readonly string[];
  /** Fields with a sort index (sort key, then id). */
  readonly sorted?: readonly string[];
  /** Composite indexes, e.g. ['status', 'lastUpdate']: an equality filter then a sort. */
  readonly indexes?: readonly (readonly string[])[];
  /**
   * Indexes of the fields' equality columns (then the point's vector, with `geo`), the position and id, for a
   * query filtering on the first field(s) and reading only these: SQLite reads a column from the index it
   * walks and seeks the row only for a column the index lacks (a radius search reads no candidate's row).
   */
  readonly covering?: readonly (readonly string[])[];
  /**
   * Fields a search (`q`) is combined with by equality (the directory's company type). An index (position,
   * field) lets the search's total test each match's value in the index rather than read the match's record
   * and its JSON (docs/adr/0002-search-in-its-own-file.md).
   */
  readonly searchedWith?: readonly string[];
  /**
   * A `sorted` field whose order the search index keeps (sql/searchOrder.ts): a search (`q` alone) sorted by
   * it, either way, reads its page from the index in order (the companies by name, the registry by last
   * update), where other searches collect their matches or walk a sort index.
   */
  readonly searchOrder?: string;
  /**
   * A field the search order is grouped by first (the directory's company type): a search filtered on one
   * of its values reads that value's range of the index. Its records hold a value of it (NULL is grouped
   * as an empty value).
   */
  readonly searchGroup?: string;
  /** Fields whose per-value record counts are kept (lists filtered on one of them count without a scan). */
  readonly counted?: readonly string[];
  /**
   * The fields holding a record's point, in decimal degrees, for `countNear` and `rankNear` (a radius search
   * ranked nearest first): the table stores each point as a unit vector (schema.ts geoColumns), so that SQL tests and orders
   * by distance with arithmetic on three stored columns rather than with trigonometry on each candidate.
   */
  readonly geo?: { readonly latitude: string; readonly longitude: string };
  /**
   * Top-level fields no list sends (a user's password hash): the row also stores the record without them
   * (schema.ts PUBLIC_COLUMN), which a list leaving out exactly these reads rather than removing them from each
   * record it answers.
   */
  readonly private?: readonly string[];
}

/** A stored user's fields that no answer shows: the password hash and the legacy session bookkeeping. */
export const PRIVATE_USER_FIELDS = ['passwordHash', 'sessionsValidAfter', 'sessionKept'] as const;

const byCompany = { companyId: 'text', createdAt: 'text' } as const;
const byCase = { caseId: 'text', createdAt: 'text' } as const;

export const COLLECTIONS: Readonly<Record<CollectionName, TableSpec>> = {
  companies: {
    search: ['name', 'email', 'location.city', 'location.state', 'taxId'],
    fields: {
      type: 'text',
      status: 'text',
      subscriptionType: 'text',
      salesRepresentativeId: 'text',
      ownerId: 'text',
      name: 'text',
      email: 'text',
      'location.state': 'text',
      'location.city': 'text',
      createdAt: 'text',
      updatedAt: 'text',
      validatedAt: 'text',
      submittedAt: 'text',
    },
    indexed: ['type', 'status', 'salesRepresentativeId', 'ownerId', 'name', 'email'],
    sorted: ['name', 'createdAt', 'updatedAt'],
    // The console's companies search, by name (`GET /api/companies?q=`).
    searchOrder: 'name',
    indexes: [
      ['type', 'name'],
      ['status', 'name'],
    ],
    counted: ['status', 'type'],
  },
  subscriptions: {
    search: ['companyId', 'planType', 'status'],
    fields: {
      companyId: 'text',
      status: 'text',
      planType: 'text',
      billingType: 'text',
      lastUpdate: 'text',
      subscriptionPeriodEnd: 'text',
      trialEnd: 'text',
    },
    indexed: ['companyId'],
    // The downgrade sweep: the PENDING_CANCELLATION ones whose period (else trial) has ended, a range of the
    // index (a sweep finding nothing due reads no row).
    covering: [['status', 'subscriptionPeriodEnd', 'trialEnd']],
  },
  // licenseId: the directory table's rows of a professional's addresses are rewritten when it changes.
  addresses: {
    search: ['address', 'city', 'state', 'zipCode'],
    fields: { companyId: 'text', licenseId: 'text' },
  },
  licenses: { search: ['name', 'lastName', 'licenseNumber', 'npiNumber'], fields: { companyId: 'text' } },
  users: {
    search: ['name', 'lastName', 'email'],
    private: PRIVATE_USER_FIELDS,
    fields: {
      companyId: 'text',
      email: 'text',
      userType: 'text',
      status: 'text',
      permission: 'text',
      position: 'text',
      enabled: 'bool',
      verified: 'bool',
      name: 'text',
      lastName: 'text',
      createdAt: 'text',
      lastLoginAt: 'text',
    },
    indexed: ['companyId', 'email', 'userType', 'position'],
    sorted: ['lastName', 'createdAt'],
    indexes: [['userType', 'lastName']],
    // The console's internal users list counts the internal roles' users (thousands of index entries at
    // 100,000 companies: 215 us a page) from the counts table instead.
    counted: ['userType'],
  },
  salesAssignments: {
    search: ['companyId', 'salesRepresentativeId'],
    fields: { companyId: 'text', salesRepresentativeId: 'text', startDate: 'text', endDate: 'text' },
    indexed: ['companyId', 'salesRepresentativeId'],
    sorted: ['startDate', 'endDate'],
  },
  claimants: {
    search: ['name', 'lastName', 'email'],
    fields: { ...byCompany, userId: 'text', email: 'text', lastName: 'text' },
    indexed: ['companyId', 'userId', 'email'],
  },
  factoringCompanies: {
    search: ['name', 'email'],
    fields: { ...byCompany, name: 'text' },
    indexed: ['companyId'],
  },
  cases: {
    search: ['folio', 'claimantName', 'description'],
    fields: {
      attorneyCompanyId: 'text',
      attorneyUserId: 'text',
      claimantId: 'text',
      status: 'text',
      caseType: 'text',
      folio: 'text',
      claimantName: 'text',
      accidentDate: 'text',
      statuteOfLimitationsDate: 'text',
      createdDate: 'text',
      updatedAt: 'text',
    },
    indexed: ['attorneyCompanyId', 'attorneyUserId', 'claimantId', 'status'],
    sorted: ['folio', 'claimantName', 'accidentDate', 'statuteOfLimitationsDate', 'createdDate', 'updatedAt'],
    indexes: [
      ['attorneyCompanyId', 'createdDate'],
      ['attorneyCompanyId', 'status'],
    ],
  },
  // Billing (issue 14): a case's lines per provider are read together, hence (caseId, provider) indexes.
  bills: {
    search: ['description'],
    fields: { ...byCase, healthProviderCompanyId: 'text', serviceDate: 'text' },
    indexed: ['caseId'],
    indexes: [['caseId', 'healthProviderCompanyId']],
  },
  payments: {
    search: ['caseId', 'billId'],
    fields: { ...byCase, billId: 'text', healthProviderCompanyId: 'text', date: 'text' },
    indexed: ['caseId', 'billId'],
    indexes: [['caseId', 'healthProviderCompanyId']],
  },
  reductions: {
    search: ['caseId', 'status'],
    fields: { ...byCase, status: 'text', healthProviderCompanyId: 'text' },
    indexed: ['caseId'],
    indexes: [['caseId', 'healthProviderCompanyId']],
  },
  settlements: { search: [], fields: { caseId: 'text' }, indexed: ['caseId'] },
  files: {
    search: ['name'],
    fields: {
      caseId: 'text',
      sharedWith: 'text',
      category: 'text',
      name: 'text',
      type: 'text',
      size: 'number',
      uploadedAt: 'text',
    },
    indexed: ['caseId'],
    // A case's files, by upload date (the default) or name: for the firm, and shared ones for collaborators.
    indexes: [
      ['caseId', 'uploadedAt'],
      ['caseId', 'name'],
      ['caseId', 'sharedWith', 'uploadedAt'],
    ],
  },
  fileShareLinks: {
    search: [],
    fields: { tokenHash: 'text', fileId: 'text', caseId: 'text' },
    indexed: ['tokenHash', 'fileId', 'caseId'],
  },
  fileAuditEvents: {
    search: ['fileName', 'actorName'],
    fields: { fileId: 'text', caseId: 'text', at: 'text' },
    indexed: ['fileId', 'caseId'],
    indexes: [['fileId', 'at']],
  },
  referrals: {
    search: ['caseId', 'status'],
    fields: {
      ...byCase,
      toCompanyId: 'text',
      fromCompanyId: 'text',
      status: 'text',
      nextEventAt: 'text',
    },
    // The sweep's due events (nextEventAt <= now); a case's referrals; a receiver's invites by status tab and
    // date (list, counts, skeleton); a firm's sent ones by date (skeleton).
    indexed: ['nextEventAt'],
    indexes: [
      ['caseId', 'createdAt'],
      ['toCompanyId', 'status', 'createdAt'],
      ['toCompanyId', 'createdAt'],
      ['fromCompanyId', 'createdAt'],
    ],
  },
  notes: { search: ['text'], fields: byCase, indexed: ['caseId'] },
  caseActivities: {
    search: ['detail'],
    fields: { caseId: 'text', createAt: 'text' },
    indexed: ['caseId'],
    indexes: [['caseId', 'createAt']],
  },
  caseStatusRequests: {
    search: ['message', 'answer'],
    fields: { caseId: 'text', companyId: 'text', state: 'text', createdAt: 'text' },
    indexed: ['caseId'],
    indexes: [['caseId', 'createdAt']],
  },
  caseMerges: {
    search: ['keptCaseId', 'mergedCaseId'],
    fields: { firmId: 'text', keptCaseId: 'text', mergedCaseId: 'text', mergedAt: 'text' },
    indexed: ['firmId', 'keptCaseId', 'mergedCaseId'],
  },
  // The company's tasks and the caller's own (GET /tasks, /me/tasks), by due date unless sorted otherwise.
  tasks: {
    search: ['title', 'description'],
    fields: {
      ...byCase,
      companyId: 'text',
      assigneeId: 'text',
      status: 'text',
      category: 'text',
      dueDate: 'text',
      updatedAt: 'text',
      title: 'text',
    },
    indexed: ['caseId'],
    indexes: [
      ['companyId', 'dueDate'],
      ['companyId', 'createdAt'],
      ['companyId', 'updatedAt'],
      ['companyId', 'title'],
      ['assigneeId', 'dueDate'],
    ],
  },
  // A firm's task templates, read whole per company and per case status (the status-change hook).
  taskTemplates: {
    search: ['title', 'description'],
    fields: { ...byCompany, caseStatus: 'text' },
    indexed: [],
    indexes: [
      ['companyId', 'caseStatus', 'createdAt'],
      ['companyId', 'createdAt'],
    ],
  },
  // A company's calendar (by start, optionally per status or professional), one professional's scheduled
  // slots (the overlap check) and the company's first start and last end (min-date, max-date).
  appointments: {
    search: ['claimantName', 'notes', 'cancelReason'],
    fields: {
      ...byCase,
      companyId: 'text',
      licenseId: 'text',
      status: 'text',
      startDate: 'text',
      endDate: 'text',
      adherenceAlertedAt: 'text',
      gapCheckedAt: 'text',
    },
    indexed: ['caseId'],
    // The adherence sweep: scheduled ones not yet alerted ending before a bound, and those not yet checked
    // for a treatment gap ending before another (absent flags read as null). Its range of end dates is the
    // index's own (equality keys, which range filters compare): a sweep finding nothing due counts and reads no
    // row, where a sort index by end date had it test every appointment not yet checked (ADR 0001).
    covering: [
      ['status', 'adherenceAlertedAt', 'endDate'],
      ['gapCheckedAt', 'endDate'],
    ],
    indexes: [
      ['companyId', 'startDate'],
      ['companyId', 'endDate'],
      ['companyId', 'status', 'startDate'],
      ['companyId', 'licenseId', 'startDate'],
      ['companyId', 'licenseId', 'status', 'startDate'],
      ['licenseId', 'status', 'startDate'],
    ],
  },
  // The bell's unread count and the panel's pages (newest first, all or unread) of one user.
  notifications: {
    search: ['message'],
    fields: { userId: 'text', read: 'bool', createAt: 'text' },
    indexes: [
      ['userId', 'createAt'],
      ['userId', 'read', 'createAt'],
    ],
  },
  fundingRequests: {
    search: ['caseId', 'status', 'type'],
    fields: {
      caseId: 'text',
      status: 'text',
      type: 'text',
      factoringCompanyId: 'text',
      attorneyCompanyId: 'text',
      createdAt: 'text',
      updatedAt: 'text',
    },
    indexed: ['caseId', 'status', 'factoringCompanyId', 'attorneyCompanyId'],
    sorted: ['updatedAt'],
    counted: ['status'],
  },
  // Make Intro (issue 12): a sender's intros this month (the limit), its latest to a receiver, a company's
  // sent and received intros (My Network).
  intros: {
    search: ['introduction'],
    fields: { senderId: 'text', senderCompanyId: 'text', receiver: 'text', createdAt: 'text' },
    indexed: [],
    indexes: [
      ['senderId', 'createdAt'],
      ['senderCompanyId', 'createdAt'],
      ['receiver', 'createdAt'],
    ],
  },
  referralParticipants: { search: ['referralEmail'], fields: { userId: 'text', referralEmail: 'text' } },
  unregisteredProfessionals: {
    search: ['name', 'lastName', 'email'],
    fields: { companyId: 'text', email: 'text' },
  },
  outbox: { search: ['to', 'subject'], fields: { to: 'text', sentAt: 'text' }, sorted: ['sentAt'] },
  verificationCodes: { search: ['email'], fields: { userId: 'text', email: 'text' } },
  infoResponses: {
    search: ['message'],
    fields: byCompany,
    indexed: ['companyId'],
    indexes: [['companyId', 'createdAt']],
  },
  // Soft-deleted cases (issue 40): the firm's list, the purge by date, a trashed file's content kept by id.
  deletedCases: {
    search: ['folio', 'claimantName'],
    fields: { attorneyCompanyId: 'text', purgeAt: 'text', folio: 'text', deletedAt: 'text' },
    indexed: ['attorneyCompanyId', 'purgeAt', 'folio'],
    sorted: ['deletedAt'],
  },
  // A user's sessions (My Account's list, ending them all on a password change).
  sessions: {
    search: [],
    fields: { userId: 'text', createdAt: 'text' },
    indexed: [],
    indexes: [['userId', 'createdAt']],
  },
};
