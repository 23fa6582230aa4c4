/**
 * The factoring-company service of its routes: creating one (its company record too), editing it, storing
 * its logo and documents, and e-mailing it a request for information (the outbox).
 */
import { randomUUID } from 'node:crypto';
import { MESSAGES, newCompanyRecord } from '@casebridge/domain';
import type { FactoringCompany, FactoringCompanyValues, OutboxEmail } from '@casebridge/domain';
import { validationError } from '../../core/errors.ts';
import type { Services, UploadedFile } from '../../core/types.ts';
import { imageTypeOf } from '../accounts/users.ts';

export interface PickedFiles {
  logo: { file: UploadedFile; mimeType: string } | null;
  documents: UploadedFile[];
}

/** The logo (png/jpeg only, else 400) and the documents of a multipart request; checked before any write. */
export function pickFiles(files: UploadedFile[] = []): PickedFiles {
  const logo = files.find((f) => f.field === 'logo');
  const mimeType = logo ? imageTypeOf(logo) : null;
  if (logo && !mimeType) throw validationError({ logo: MESSAGES.selectImageFile }, MESSAGES.selectImageFile);
  return {
    logo: logo && mimeType ? { file: logo, mimeType } : null,
    documents: files.filter((f) => f.field === 'documents'),
  };
}

/** Stores the logo and documents under factoring/{fileId} (random: unique and not guessable, never the clock); answers the logo URL and the new file ids. */
async function storeFiles(services: Services, id: string, { logo, documents }: PickedFiles) {
  let picture: string | null = null;
  if (logo) {
    const fileId = randomUUID();
    await services.uploads?.put(`factoring/${fileId}`, logo.file.buffer, logo.mimeType);
    picture = `/api/factoring-companies/file/${fileId}`;
  }
  const fileIds: string[] = [];
  for (const document of documents) {
    const fileId = randomUUID();
    await services.uploads?.put(
      `factoring/${fileId}`,
      document.buffer,
      document.mimeType || 'application/octet-stream',
    );
    fileIds.push(fileId);
  }
  return { picture, fileIds };
}

/** A new VALIDATED factoring company with its company record, logo and documents. */
export async function createFactoringCompany(
  services: Services,
  values: FactoringCompanyValues,
  files: PickedFiles,
): Promise<FactoringCompany> {
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
  return saved;
}

/** Saves the edited fields on the factoring company and its company record; new files are added. */
export async function updateFactoringCompany(
  services: Services,
  record: FactoringCompany,
  values: FactoringCompanyValues,
  picked: PickedFiles,
): Promise<FactoringCompany> {
  const files = await storeFiles(services, record.id, picked);
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
  return saved;
}

/** E-mails the factoring company a request for information (kept in the outbox). */
export function mailFactoringCompany(
  services: Services,
  record: FactoringCompany,
  message: string,
): OutboxEmail {
  const email = services.store.insert('outbox', {
    to: record.email,
    subject: 'CaseBridge needs more information',
    body: `Hello ${record.name},\n\n${message}\n\nPlease reply to this e-mail or contact support.`,
    sentAt: services.clock.now().toISOString(),
  });
  return email;
}
