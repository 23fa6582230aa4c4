/**
 * Record migrations run when a database of an older schema is rebuilt (openStore): each takes the records
 * of the version before it. Version 7 (issue 14): bills, payments and reductions in cents, a reduction per
 * case and provider with its history, and the settlements collection. Version 8 (issue 16): an appointment's
 * claimant, notes, who booked it and when it was booked, canceled or concluded. Version 9 (issue 16): the
 * taskTemplates collection (new and empty: no record changes). Version 10 (issue 16, treatment adherence) only
 * adds indexes: an appointment's adherenceAlertedAt and gapCheckedAt are absent until the sweep sets them, and
 * absent reads as null, so no record changes. Version 38 (issue 40 item 32): a company's case resume gains
 * totalIncluded, the cases that came with the plan, which totalPurchase counted as bought (caseResume.ts).
 */
import { readCaseResume } from '@casebridge/domain';
import type {
  Appointment,
  Bill,
  BillPayer,
  Payment,
  Reduction,
  StoredCaseResume,
  Task,
} from '@casebridge/domain';

type Data = Record<string, unknown[]>;
type Old = Record<string, unknown>;

const cents = (usd: unknown) => Math.round(Number(usd ?? 0) * 100);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

function billV7(b: Old): Bill {
  const at = str(b.date) || new Date(0).toISOString();
  return {
    id: str(b.id),
    caseId: str(b.caseId),
    healthProviderCompanyId: str(b.healthProviderCompanyId),
    serviceDate: at.slice(0, 10),
    description: str(b.description),
    procedureCode: null,
    amountCents: cents(b.amount),
    paidByPayer: {},
    voidedAt: null,
    voidedById: null,
    voidedByName: null,
    voidReason: null,
    createdAt: at,
    createdById: null,
    createdByName: 'CaseBridge',
    updatedAt: at,
  };
}

function paymentV7(p: Old, bill: Bill | undefined): Payment {
  const date = str(p.date);
  return {
    id: str(p.id),
    caseId: str(p.caseId),
    billId: str(p.billId),
    healthProviderCompanyId: bill?.healthProviderCompanyId ?? '',
    amountCents: cents(p.amount),
    date: date.slice(0, 10),
    payer: 'OTHER' satisfies BillPayer,
    reference: null,
    recordedById: null,
    recordedByName: 'CaseBridge',
    recordedByCompanyId: bill?.healthProviderCompanyId ?? '',
    createdAt: date,
  };
}

/** An old per-bill reduction (REQUESTED, ACCEPTED, REJECTED of an amount off the bill) as a negotiation. */
function reductionV7(r: Old, bill: Bill | undefined, superseded: boolean): Reduction {
  const balanceCents = bill?.amountCents ?? 0;
  const offer = Math.max(0, balanceCents - cents(r.requestedAmount));
  const at = str(r.createdAt);
  const by = { byId: '', byName: 'CaseBridge', at, note: null };
  const old = str(r.status);
  const status =
    old === 'ACCEPTED' ? 'ACCEPTED' : old === 'REJECTED' ? 'REJECTED' : superseded ? 'WITHDRAWN' : 'OPEN';
  const history: Reduction['history'] = [{ kind: 'OFFER', by: 'FIRM', amountCents: offer, ...by }];
  if (status === 'ACCEPTED') history.push({ kind: 'ACCEPT', by: 'PROVIDER', amountCents: offer, ...by });
  if (status === 'REJECTED') history.push({ kind: 'REJECT', by: 'PROVIDER', amountCents: null, ...by });
  if (status === 'WITHDRAWN') history.push({ kind: 'WITHDRAW', by: 'FIRM', amountCents: null, ...by });
  return {
    id: str(r.id),
    caseId: str(r.caseId),
    healthProviderCompanyId: bill?.healthProviderCompanyId ?? '',
    status,
    balanceCents,
    currentAmountCents: offer,
    acceptedAmountCents: status === 'ACCEPTED' ? offer : null,
    history,
    breakdownFileId: null,
    createdAt: at,
    updatedAt: at,
  };
}

function toV7(data: Data): Data {
  const oldBills = (data.bills ?? []) as Old[];
  if (oldBills.some((b) => 'amountCents' in b)) return data;
  const bills = oldBills.map(billV7);
  const billById = new Map(bills.map((b) => [b.id, b]));
  const oldReductions = [...((data.reductions ?? []) as Old[])].sort((a, b) =>
    str(a.createdAt).localeCompare(str(b.createdAt)),
  );
  // At most one open negotiation per case and provider: the newest stays open, the older ones are withdrawn.
  const newestOpen = new Map<string, Old>();
  for (const r of oldReductions) {
    const bill = billById.get(str(r.billId));
    if (str(r.status) === 'REQUESTED') newestOpen.set(`${str(r.caseId)}:${bill?.healthProviderCompanyId}`, r);
  }
  const reductions = oldReductions.map((r) => {
    const bill = billById.get(str(r.billId));
    const open = newestOpen.get(`${str(r.caseId)}:${bill?.healthProviderCompanyId}`);
    return reductionV7(r, bill, str(r.status) === 'REQUESTED' && open !== r);
  });
  const payments = ((data.payments ?? []) as Old[]).map((p) => paymentV7(p, billById.get(str(p.billId))));
  return { ...data, bills, payments, reductions, settlements: data.settlements ?? [] };
}

/** Tasks gain a description, their creator (unknown for the old ones) and their update and completion dates. */
function tasksV8(data: Data): Data {
  const oldTasks = (data.tasks ?? []) as Old[];
  if (oldTasks.every((t) => 'updatedAt' in t)) return data;
  const tasks = oldTasks.map((t): Task => ({
    ...(t as unknown as Task),
    description: str(t.description),
    createdById: null,
    updatedAt: str(t.createdAt),
    completedAt: str(t.status) === 'COMPLETED' ? str(t.createdAt) : null,
  }));
  return { ...data, tasks };
}

/** Appointments gain their claimant (the case's), notes and dates; who booked the old ones is unknown. */
function toV8(data: Data): Data {
  return appointmentsV8(tasksV8(data));
}

function appointmentsV8(data: Data): Data {
  const oldAppointments = (data.appointments ?? []) as Old[];
  if (oldAppointments.every((a) => 'claimantName' in a)) return data;
  const claimantOf = new Map(((data.cases ?? []) as Old[]).map((c) => [str(c.id), str(c.claimantName)]));
  const appointments = oldAppointments.map((a): Appointment => ({
    ...(a as unknown as Appointment),
    claimantName: str(a.claimantName) || claimantOf.get(str(a.caseId)) || '',
    notes: null,
    canceledAt: null,
    concludedAt: str(a.status) === 'CONCLUDED' ? str(a.endDate) : null,
    createdById: null,
    createdAt: str(a.startDate),
  }));
  return { ...data, appointments };
}

/** Companies' case resumes gain totalIncluded (what they counted as bought came with the plan). */
function toV38(data: Data): Data {
  const companies = (data.companies ?? []) as Old[];
  const old = (c: Old) =>
    typeof c.caseResume === 'object' && c.caseResume !== null && !('totalIncluded' in c.caseResume);
  if (!companies.some(old)) return data;
  const migrated = companies.map((c) =>
    old(c) ? { ...c, caseResume: readCaseResume(c.caseResume as StoredCaseResume) } : c,
  );
  return { ...data, companies: migrated };
}

/** Brings records written under `fromVersion` to today's shapes (idempotent on current data). */
export function migrateRecords(data: Data, fromVersion: number): Data {
  const v7 = fromVersion < 7 ? toV7(data) : data;
  const v8 = fromVersion < 8 ? toV8(v7) : v7;
  return fromVersion < 38 ? toV38(v8) : v8;
}
