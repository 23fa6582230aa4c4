/**
 * Each collection's table, declared once: the fields `q` searches (an FTS5 trigram index kept by triggers),
 * the scalar fields filtered, sorted or joined on (a generated column and an index each), composite indexes
 * (equality fields first, then the sort field) and the fields whose per-value counts a table keeps.
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
  /** Composite indexes, e.g. ['status', 'lastUpdate']: an equality filter then a sort. */
  readonly indexes?: readonly (readonly string[])[];
  /** Fields whose per-value record counts are kept (lists filtered on one of them count without a scan). */
  readonly counted?: readonly string[];
}

const byCompany = { companyId: 'text', createdAt: 'text' } as const;

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
    indexes: [
      ['type', 'name'],
      ['status', 'name'],
      ['status', 'createdAt'],
    ],
    counted: ['status', 'type'],
  },
  subscriptions: {
    search: ['companyId', 'planType', 'status'],
    fields: { companyId: 'text', status: 'text', planType: 'text', billingType: 'text', lastUpdate: 'text' },
  },
  addresses: { search: ['address', 'city', 'state', 'zipCode'], fields: { companyId: 'text' } },
  licenses: { search: ['name', 'lastName', 'licenseNumber', 'npiNumber'], fields: { companyId: 'text' } },
  users: {
    search: ['name', 'lastName', 'email'],
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
    indexes: [['userType', 'lastName']],
  },
  salesAssignments: {
    search: ['companyId', 'salesRepresentativeId'],
    fields: { companyId: 'text', salesRepresentativeId: 'text', startDate: 'text', endDate: 'text' },
  },
  claimants: {
    search: ['name', 'lastName', 'email'],
    fields: { ...byCompany, userId: 'text', email: 'text', lastName: 'text' },
  },
  factoringCompanies: { search: ['name', 'email'], fields: { ...byCompany, name: 'text' } },
  cases: { search: ['folio', 'claimantName'], fields: { ...byCompany, status: 'text', updatedAt: 'text' } },
  bills: { search: ['description'], fields: { caseId: 'text', createdAt: 'text' } },
  payments: { search: ['caseId', 'billId'], fields: { caseId: 'text', billId: 'text', createdAt: 'text' } },
  reductions: { search: ['caseId', 'status'], fields: { caseId: 'text', status: 'text', createdAt: 'text' } },
  files: { search: ['name'], fields: { caseId: 'text', createdAt: 'text' } },
  referrals: { search: ['caseId', 'status'], fields: { caseId: 'text', status: 'text', createdAt: 'text' } },
  notes: { search: ['text'], fields: { caseId: 'text', createdAt: 'text' } },
  tasks: { search: ['title'], fields: { caseId: 'text', status: 'text', createdAt: 'text' } },
  appointments: {
    search: ['status', 'cancelReason'],
    fields: { caseId: 'text', status: 'text', createdAt: 'text' },
  },
  notifications: { search: ['message'], fields: { userId: 'text', createdAt: 'text' } },
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
    counted: ['status'],
  },
  intros: { search: ['introduction'], fields: { companyId: 'text' } },
  referralParticipants: { search: ['referralEmail'], fields: { referralId: 'text' } },
  unregisteredProfessionals: { search: ['name', 'lastName', 'email'], fields: { email: 'text' } },
  outbox: { search: ['to', 'subject'], fields: { to: 'text', sentAt: 'text' } },
  verificationCodes: { search: ['email'], fields: { userId: 'text', email: 'text' } },
};
