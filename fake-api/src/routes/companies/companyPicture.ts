/** Uploading a company's logo (the company form's Logo: png, jpg or jpeg; SPEC.md 5 "Company form (edit)"). */
import { LIMITS, MESSAGES, can, ENDPOINTS, companySchema } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { payloadTooLarge, validationError } from '../../core/errors.ts';
import { idParams } from '../access.ts';
import { companyOr404 } from './companies.ts';
import { imageTypeOf } from '../accounts/users.ts';

const notAnImage = () => validationError({ picture: MESSAGES.selectImageFile }, MESSAGES.selectImageFile);

const putCompanyPicture = defineRoute({
  endpoint: ENDPOINTS.uploadCompanyPicture,
  access: (principal, { params }) =>
    (can(principal, 'company.edit') && principal.companyId === params.id) ||
    can(principal, 'registry.validate'),
  params: idParams,
  multipart: { fields: ['picture'], maxBytes: LIMITS.imageMaxBytes },
  doc: {
    summary: "Upload a company's logo (its OWNER or ADMIN, or staff who validate): png, jpg or jpeg, 10 MB",
    description: `400 "${MESSAGES.selectImageFile}" for a missing or non-image file. GET /companies/{id}/picture serves it.`,
    tags: ['companies'],
    response: companySchema,
  },
  handler: async ({ params, req, services }) => {
    const company = companyOr404(services, params.id);
    const file = req.files?.find((f) => f.field === 'picture');
    if (!file) throw notAnImage();
    if (file.size > LIMITS.imageMaxBytes) throw payloadTooLarge();
    const mimeType = imageTypeOf(file);
    if (!mimeType) throw notAnImage();
    await services.uploads?.put(`companies/${company.id}`, file.buffer, mimeType);
    const now = services.clock.now();
    const updated = services.store.update('companies', company.id, {
      picture: `/api/companies/${encodeURIComponent(company.id)}/picture?v=${now.getTime()}`,
      updatedAt: now.toISOString(),
    });
    return { status: 200, body: updated };
  },
});

export const companyPictureRoutes = [putCompanyPicture];
