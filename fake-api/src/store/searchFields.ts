import type { CollectionName } from '@casebridge/domain';

/** Fields `q` searches (case-insensitive substring, every word must match) in each collection. */
export const SEARCH_FIELDS: Readonly<Record<CollectionName, readonly string[]>> = {
  companies: ['name', 'email', 'location.city', 'location.state', 'taxId'],
  subscriptions: ['companyId', 'planType', 'status'],
  addresses: ['address', 'city', 'state', 'zipCode'],
  licenses: ['name', 'lastName', 'licenseNumber', 'npiNumber'],
  users: ['name', 'lastName', 'email'],
  salesAssignments: ['companyId', 'salesRepresentativeId'],
  claimants: ['name', 'lastName', 'email'],
  factoringCompanies: ['name', 'email'],
  cases: ['folio', 'claimantName'],
  bills: ['description'],
  payments: ['caseId', 'billId'],
  reductions: ['caseId', 'status'],
  files: ['name'],
  referrals: ['caseId', 'status'],
  notes: ['text'],
  tasks: ['title'],
  appointments: ['status', 'cancelReason'],
  notifications: ['message'],
  fundingRequests: ['caseId', 'status', 'type'],
  intros: ['introduction'],
  referralParticipants: ['referralEmail'],
  unregisteredProfessionals: ['name', 'lastName', 'email'],
  outbox: ['to', 'subject'],
  verificationCodes: ['email'],
};

/** Every collection of the data file, in the order db.json lists them. */
export const COLLECTION_NAMES = Object.keys(SEARCH_FIELDS) as CollectionName[];
