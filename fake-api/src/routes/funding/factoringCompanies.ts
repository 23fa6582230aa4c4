/**
 * Factoring companies (SPEC.md section 7): list (size, page, or the console protocol), search by request amount,
 * request type and state code, one company, create (multipart with a logo and documents; it also creates the
 * backing FACTORING_COMPANY company, VALIDATED), edit, a request for information (e-mailed) and file downloads.
 */
import { notFound } from '../../core/errors.ts';
import { z } from 'zod';
import {
  LIMITS,
  can,
  factoringCompanySchema,
  factoringInfoSchema,
  factoringSearchSchema,
  fundingOfferMismatch,
  isFactoring,
  ENDPOINTS,
  outboxEmailSchema,
  factoringCompanyResponseSchema as factoringEntity,
} from '@casebridge/domain';
import type { FactoringCompany } from '@casebridge/domain';
import { getOr404 } from '../../core/records.ts';
import { defineRoute } from '../../core/defineRoute.ts';
import { defineListRoute } from '../../core/listRoute.ts';
import { listResponse } from '../../core/list.ts';
import type { Principal, Services } from '../../core/types.ts';
import { validate } from '../../core/validate.ts';
import { idParams } from '../access.ts';
import { blobResponse, isImage, readBlob } from '../blobResponse.ts';
import { authenticate } from '../../core/auth.ts';

import {
  createFactoringCompany,
  mailFactoringCompany,
  pickFiles,
  updateFactoringCompany,
} from './factoringService.ts';

const FILTER_FIELDS = ['name', 'services', 'stateCodes', 'requestTypes', 'companyId', 'createdAt'];
const MAX_DOCUMENTS = 5;
const readable = (principal: Principal) => can(principal, 'registry.read') || isFactoring(principal);

function factoringOr404(services: Services, id: string): FactoringCompany {
  return getOr404(services, 'factoringCompanies', id);
}

/** Internal staff see every factoring company; factoring staff only their own (404 for the others). */
const seesAll = (principal: Principal | null) => principal !== null && can(principal, 'registry.read');

function visibleFactoringOr404(services: Services, principal: Principal | null, id: string) {
  const record = factoringOr404(services, id);
  if (!seesAll(principal) && record.companyId !== principal?.companyId) throw notFound();
  return record;
}

const listFactoring = defineListRoute({
  endpoint: ENDPOINTS.listFactoringCompanies,
  access: readable,
  collection: 'factoringCompanies',
  resource: 'factoring-companies',
  filterFields: FILTER_FIELDS,
  defaultSort: { field: 'name', order: 'ASC' },
  scope: (filter, { principal }) =>
    seesAll(principal) ? filter : { ...filter, companyId: principal?.companyId ?? null },
  doc: {
    summary: 'Factoring companies (internal roles and factoring staff): size, page, or sort/range/filter',
    description: `Filter on ${FILTER_FIELDS.join(', ')} and q.`,
    tags: ['factoring-companies'],
    response: z.array(factoringEntity),
  },
});

const searchFactoring = defineRoute({
  endpoint: ENDPOINTS.searchFactoringCompanies,
  access: 'authenticated',
  query: factoringSearchSchema,
  doc: {
    summary:
      'VALIDATED factoring companies that take a request: amount within their limits, request type, state served',
    tags: ['factoring-companies'],
    response: z.array(factoringEntity),
    list: true,
  },
  handler: ({ query, services }) => {
    const size = query.size ?? 20;
    const start = (query.page ?? 0) * size;
    const ask = { type: query.requestType, stateCode: query.stateCode, amount: query.requestAmount };
    const companies = services.store.collection('companies');
    // The same rule POST /funding-requests applies: a VALIDATED company that takes this request.
    const matches = [...services.store.collection('factoringCompanies').all()]
      .filter(
        (fc) => fundingOfferMismatch(fc, ask) === null && companies.get(fc.companyId)?.status === 'VALIDATED',
      )
      .sort((a, b) => a.name.localeCompare(b.name));
    const range: [number, number] = [start, start + size - 1];
    return listResponse(
      'factoring-companies',
      { data: matches.slice(start, start + size), total: matches.length },
      range,
    );
  },
});

const getFactoring = defineRoute({
  endpoint: ENDPOINTS.getFactoringCompany,
  access: readable,
  params: idParams,
  doc: { summary: 'One factoring company', tags: ['factoring-companies'], response: factoringEntity },
  handler: ({ params, principal, services }) => ({
    status: 200,
    body: visibleFactoringOr404(services, principal, params.id),
  }),
});

const createFactoring = defineRoute({
  endpoint: ENDPOINTS.createFactoringCompany,
  access: (principal) => can(principal, 'factoring.manage'),
  multipart: {
    fields: ['logo', 'documents'],
    maxBytes: LIMITS.imageMaxBytes,
    maxCount: { documents: MAX_DOCUMENTS },
  },
  doc: {
    summary: 'Create a factoring company (multipart: the fields, a logo image and up to 5 documents)',
    requestBody: factoringCompanySchema,
    tags: ['factoring-companies'],
    response: factoringEntity,
  },
  handler: async ({ req, body, services }) => {
    const values = validate(factoringCompanySchema, body);
    const saved = await createFactoringCompany(services, values, pickFiles(req.files));
    return { status: 201, body: saved };
  },
});

const updateFactoring = defineRoute({
  endpoint: ENDPOINTS.updateFactoringCompany,
  access: (principal) => can(principal, 'factoring.manage'),
  params: idParams,
  multipart: {
    fields: ['logo', 'documents'],
    maxBytes: LIMITS.imageMaxBytes,
    maxCount: { documents: MAX_DOCUMENTS },
  },
  doc: {
    summary: 'Edit a factoring company (JSON, or multipart to add a new logo or documents)',
    requestBody: factoringCompanySchema,
    tags: ['factoring-companies'],
    response: factoringEntity,
  },
  handler: async ({ req, params, body, services }) => {
    const record = factoringOr404(services, params.id);
    const values = validate(factoringCompanySchema, body);
    const saved = await updateFactoringCompany(services, record, values, pickFiles(req.files));
    return { status: 200, body: saved };
  },
});

const requestInfo = defineRoute({
  endpoint: ENDPOINTS.requestFactoringInfo,
  access: (principal) => can(principal, 'factoring.manage'),
  params: idParams,
  body: factoringInfoSchema,
  doc: {
    summary: 'Ask a factoring company for information: the message is e-mailed to it (outbox)',
    tags: ['factoring-companies'],
    response: outboxEmailSchema,
  },
  handler: ({ params, body, services }) => {
    const record = factoringOr404(services, params.id);
    const email = mailFactoringCompany(services, record, body.message);
    return { status: 200, body: email };
  },
});

/** The factoring company whose document `fileId` is (a logo belongs to none). */
const documentOwner = (services: Services, fileId: string) =>
  [...services.store.collection('factoringCompanies').all()].find((record) =>
    record.fileIds.includes(fileId),
  );

const getFile = defineRoute({
  endpoint: ENDPOINTS.getFactoringFile,
  access: 'public',
  params: idParams,
  doc: {
    summary: "A factoring company's logo (public, for <img>) or document (bearer token: staff or its own)",
    description:
      'A logo (PNG or JPEG) is public and shown inline. A document needs a token of internal staff or of the ' +
      "factoring company's own staff (401 without one, 404 for others), and is served with its type from an " +
      'allow-list (others as application/octet-stream), Content-Disposition attachment (inline for PDF) and ' +
      'X-Content-Type-Options: nosniff.',
    tags: ['factoring-companies'],
    produces: '*/*',
    errors: [401],
  },
  handler: async ({ params, services, req }) => {
    const blob = await readBlob(services, `factoring/${params.id}`);
    if (!blob) throw notFound();
    const owner = documentOwner(services, params.id);
    if (owner) {
      const principal = await authenticate(services, req.headers);
      if (!seesAll(principal) && principal.companyId !== owner.companyId) throw notFound();
    } else if (!isImage(blob.mimeType)) throw notFound();
    return blobResponse(blob, params.id);
  },
});

export const factoringCompanyRoutes = [
  listFactoring,
  searchFactoring,
  getFactoring,
  createFactoring,
  updateFactoring,
  requestInfo,
  getFile,
];
