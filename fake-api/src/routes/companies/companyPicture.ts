/**
 * Uploading a company's logo (the company form's Logo: png, jpg or jpeg; SPEC.md 5). The logo keeps its own
 * message's reading of the size limit: at most 15 MB, 413 'The picture must weight less than 15MB' above it
 * (IMAGE_SIZE_RULES.companyLogo, see domain/src/validation/image.ts).
 */
import {
  IMAGE_SIZE_RULES,
  MESSAGES,
  can,
  ENDPOINTS,
  companySchema,
  imageSizeProblem,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { payloadTooLarge, validationError } from '../../core/errors.ts';
import { idParams } from '../access.ts';
import { companyOr404 } from './companies.ts';
import { imageTypeOf } from '../accounts/users.ts';
import { checkImageWidth } from '../accounts/imageWidth.ts';

const notAnImage = () => validationError({ picture: MESSAGES.selectImageFile }, MESSAGES.selectImageFile);

const putCompanyPicture = defineRoute({
  endpoint: ENDPOINTS.uploadCompanyPicture,
  access: (principal, { params }) =>
    (can(principal, 'company.edit') && principal.companyId === params.id) ||
    can(principal, 'registry.validate'),
  params: idParams,
  multipart: {
    fields: ['picture'],
    maxBytes: IMAGE_SIZE_RULES.companyLogo.maxBytes,
    tooLargeMessage: IMAGE_SIZE_RULES.companyLogo.tooLarge,
  },
  doc: {
    summary: "Upload a company's logo (its OWNER or ADMIN, or staff who validate): png, jpg or jpeg, 15 MB",
    description:
      `400 "${MESSAGES.selectImageFile}" for a missing or non-image file; 413 "${MESSAGES.pictureTooLarge}" ` +
      `above 15 MB. GET /companies/{id}/picture serves it.`,
    tags: ['companies'],
    response: companySchema,
    errors: [400, 403, 404, 413],
  },
  handler: async ({ params, req, services }) => {
    const company = companyOr404(services, params.id);
    const file = req.files?.find((f) => f.field === 'picture');
    if (!file) throw notAnImage();
    const tooLarge = imageSizeProblem(file.size, 'companyLogo');
    if (tooLarge) throw payloadTooLarge(tooLarge);
    const mimeType = imageTypeOf(file);
    if (!mimeType) throw notAnImage();
    checkImageWidth(file.buffer, 'picture');
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
