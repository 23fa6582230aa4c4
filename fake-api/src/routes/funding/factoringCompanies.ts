/**
 * Factoring companies (SPEC.md section 7): list (size, page, or the console protocol), search by request amount,
 * request type and state code, one company, create (multipart with a logo and documents; it also creates the
 * backing FACTORING_COMPANY company, VALIDATED), edit, a request for information (e-mailed) and file downloads.
 */
import { z } from 'zod';
import {
  LIMITS,
  MESSAGES,
  can,
  factoringCompanySchema,
  factoringInfoSchema,
  factoringSearchSchema,
  isFactoring,
  newCompanyRecord,
  ENDPOINTS,
  outboxEmailSchema,
  factoringCompanyResponseSchema as factoringEntity,
} from '@casebridge/domain';
import type { FactoringCompany } from '@casebridge/domain';
import { getOr404 } from '../../core/records.ts';
import { defineRoute } from '../../core/defineRoute.ts';
import { defineListRoute } from '../../core/listRoute.ts';
import { validationError } from '../../core/errors.ts';
import { listResponse } from '../../core/list.ts';
import type { Principal, Services, UploadedFile } from '../../core/types.ts';
import { validate } from '../../core/validate.ts';
import { idParams } from '../access.ts';
import { sendBlob } from '../blobResponse.ts';
import { imageTypeOf } from '../accounts/users.ts';

const FILTER_FIELDS = ['name', 'services', 'stateCodes', 'requestTypes', 'companyId', 'createdAt'];
const MAX_DOCUMENTS = 5;
const readable = (principal: Principal) => can(principal, 'registry.read') || isFactoring(principal);

function factoringOr404(services: Services, id: string): FactoringCompany {
  return getOr404(services, 'factoringCompanies', id);
}

const listFactoring = defineListRoute({
  endpoint: ENDPOINTS.listFactoringCompanies,
  access: readable,
  collection: 'factoringCompanies',
  resource: 'factoring-companies',
  filterFields: FILTER_FIELDS,
  defaultSort: { field: 'name', order: 'ASC' },
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
      'Factoring companies that take a request: amount within their limits, request type, state served',
    tags: ['factoring-companies'],
    response: z.array(factoringEntity),
    list: true,
  },
  handler: ({ query, services }) => {
    const size = query.size ?? 20;
    const start = (query.page ?? 0) * size;
    const matches = [...services.store.collection('factoringCompanies').all()]
      .filter(
        (fc) =>
          fc.minRequestAmount <= query.requestAmount &&
          fc.maxRequestAmount >= query.requestAmount &&
          fc.requestTypes.includes(query.requestType) &&
          fc.stateCodes.includes(query.stateCode),
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
  handler: ({ params, services }) => ({ status: 200, body: factoringOr404(services, params.id) }),
});

interface PickedFiles {
  logo: { file: UploadedFile; mimeType: string } | null;
  documents: UploadedFile[];
}

/** The logo (png/jpeg only, else 400) and the documents of a multipart request; checked before any write. */
function pickFiles(files: UploadedFile[] = []): PickedFiles {
  const logo = files.find((f) => f.field === 'logo');
  const mimeType = logo ? imageTypeOf(logo) : null;
  if (logo && !mimeType) throw validationError({ logo: MESSAGES.selectImageFile }, MESSAGES.selectImageFile);
  return {
    logo: logo && mimeType ? { file: logo, mimeType } : null,
    documents: files.filter((f) => f.field === 'documents'),
  };
}

/** Stores the logo and documents under factoring/{fileId}; answers the logo URL and the new file ids. */
async function storeFiles(services: Services, id: string, { logo, documents }: PickedFiles) {
  const stamp = services.clock.now().getTime();
  let picture: string | null = null;
  if (logo) {
    const fileId = `${id}-logo-${stamp}`;
    await services.uploads?.put(`factoring/${fileId}`, logo.file.buffer, logo.mimeType);
    picture = `/api/factoring-companies/file/${fileId}`;
  }
  const fileIds: string[] = [];
  for (const [index, document] of documents.entries()) {
    const fileId = `${id}-doc-${stamp}-${index}`;
    await services.uploads?.put(
      `factoring/${fileId}`,
      document.buffer,
      document.mimeType || 'application/octet-stream',
    );
    fileIds.push(fileId);
  }
  return { picture, fileIds };
}

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
    const files = pickFiles(req.files);
    const now = services.clock.now().toISOString();
    const company = services.store.insert(
      'companies',
      newCompanyRecord(
        {
          name: values.name,
          type: 'FACTORING_COMPANY',
          status: 'VALIDATED',
          subscriptionType: 'BASIC',
          email: values.email,
          phoneNumber: values.phoneNumber,
          website: values.website ?? null,
          validatedAt: now,
          submittedAt: now,
        },
        now,
      ),
    );
    const record = services.store.insert('factoringCompanies', {
      companyId: company.id,
      name: values.name,
      email: values.email,
      phoneNumber: values.phoneNumber,
      website: values.website ?? null,
      services: values.services,
      stateCodes: values.stateCodes,
      minRequestAmount: values.minRequestAmount,
      maxRequestAmount: values.maxRequestAmount,
      requestTypes: values.requestTypes,
      picture: null,
      fileIds: [],
      createdAt: now,
    });
    const { picture, fileIds } = await storeFiles(services, record.id, files);
    const saved = services.store.update('factoringCompanies', record.id, { picture, fileIds });
    if (picture) services.store.update('companies', company.id, { picture });
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
    const files = await storeFiles(services, record.id, pickFiles(req.files));
    const saved = services.store.update('factoringCompanies', record.id, {
      ...values,
      website: values.website ?? null,
      picture: files.picture ?? record.picture,
      fileIds: [...record.fileIds, ...files.fileIds],
    });
    services.store.update('companies', record.companyId, {
      name: values.name,
      email: values.email,
      phoneNumber: values.phoneNumber,
      website: values.website ?? null,
      ...(files.picture ? { picture: files.picture } : {}),
      updatedAt: services.clock.now().toISOString(),
    });
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
    const email = services.store.insert('outbox', {
      to: record.email,
      subject: 'CaseBridge needs more information',
      body: `Hello ${record.name},\n\n${body.message}\n\nPlease reply to this e-mail or contact support.`,
      sentAt: services.clock.now().toISOString(),
    });
    return { status: 200, body: email };
  },
});

const getFile = defineRoute({
  endpoint: ENDPOINTS.getFactoringFile,
  access: 'public',
  params: idParams,
  doc: {
    summary: "A factoring company's logo or document (public, for <img> and links)",
    tags: ['factoring-companies'],
    produces: '*/*',
  },
  handler: ({ params, services }) => sendBlob(services, `factoring/${params.id}`),
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
