/** Users and their pictures. */
import {
  can,
  canChangeUserPictures,
  canReadIdPicture,
  IMAGE_SIZE_RULES,
  imageSizeProblem,
  MESSAGES,
  ENDPOINTS,
  userSchema,
  usersByIdsBodySchema,
  usersByIdsQuerySchema,
} from '@casebridge/domain';
import { z } from 'zod';
import { defineRoute } from '../../core/defineRoute.ts';
import { forbidden, notFound, payloadTooLarge, validationError } from '../../core/errors.ts';
import type { UploadedFile } from '../../core/types.ts';
import { callerOf, idParams } from '../access.ts';
import { blobResponse, readBlob, sendBlob } from '../blobResponse.ts';
import type { Services } from '../../core/types.ts';
import { toPublicUser } from '../serialize.ts';
import { checkImageWidth } from './imageWidth.ts';

const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'];
/** A user's pictures: the 10 MB reading (IMAGE_SIZE_RULES.picture), 413 with its sentence above it. */
const PICTURE_UPLOAD = {
  maxBytes: IMAGE_SIZE_RULES.picture.maxBytes,
  tooLargeMessage: IMAGE_SIZE_RULES.picture.tooLarge,
};

/** png, jpg or jpeg by name, and PNG or JPEG by content. */
export function imageTypeOf(file: UploadedFile): 'image/png' | 'image/jpeg' | null {
  const extension = file.originalName.toLowerCase().split('.').pop() ?? '';
  if (!IMAGE_EXTENSIONS.includes(extension)) return null;
  const bytes = file.buffer;
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

const getUser = defineRoute({
  endpoint: ENDPOINTS.getUser,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: 'A user (self, a colleague of the same company, or anyone for internal staff)',
    tags: ['users'],
    response: userSchema,
    errors: [403],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const user = ctx.services.store.collection('users').get(ctx.params.id);
    const sameCompany = user?.companyId != null && user.companyId === caller.companyId;
    if (caller.userId !== ctx.params.id && !sameCompany && !can(caller, 'users.read')) throw forbidden();
    if (!user) throw notFound();
    return { status: 200, body: toPublicUser(user) };
  },
});

/** The uploaded image of `field`, checked: png, jpg or jpeg by name and content, at most 10 MB (413 above). */
function imageOf(files: UploadedFile[] | undefined, field: string) {
  const file = files?.find((f) => f.field === field);
  if (!file) return null;
  const tooLarge = imageSizeProblem(file.size, 'picture');
  if (tooLarge) throw payloadTooLarge(tooLarge);
  const mimeType = imageTypeOf(file);
  if (!mimeType) throw validationError({ [field]: MESSAGES.selectImageFile }, MESSAGES.selectImageFile);
  return { buffer: file.buffer, mimeType };
}

/** Stores the profile picture (public) and points the user at it, versioned so browsers fetch the new one. */
async function savePicture(services: Services, userId: string, image: { buffer: Buffer; mimeType: string }) {
  await services.uploads?.put(`users/${userId}`, image.buffer, image.mimeType);
  const version = services.clock.now().getTime();
  return services.store.update('users', userId, {
    picture: `/api/users/${encodeURIComponent(userId)}/picture?v=${version}`,
  });
}

const putMyPicture = defineRoute({
  endpoint: ENDPOINTS.updateMyPicture,
  access: 'authenticated',
  multipart: { fields: ['picture'], ...PICTURE_UPLOAD },
  doc: {
    summary: "Upload the caller's picture (png, jpg or jpeg; at most 10 MB)",
    tags: ['users'],
    response: userSchema,
    errors: [400, 413],
  },
  handler: async (ctx) => {
    const caller = callerOf(ctx);
    const image = imageOf(ctx.req.files, 'picture');
    if (!image) throw validationError({ picture: MESSAGES.selectImageFile }, MESSAGES.selectImageFile);
    checkImageWidth(image.buffer, 'picture');
    return { status: 200, body: toPublicUser(await savePicture(ctx.services, caller.userId, image)) };
  },
});

const getUserPicture = defineRoute({
  endpoint: ENDPOINTS.getUserPicture,
  access: 'public',
  params: idParams,
  doc: {
    summary: "A user's uploaded picture (public, so <img> tags can show it)",
    tags: ['users'],
    produces: 'image/*',
  },
  handler: ({ params, services }) => sendBlob(services, `users/${params.id}`),
});

/** A user the caller may act on for `allowed`, or 404 (one that does not exist and one out of reach alike). */
function userInReach(
  services: Services,
  caller: ReturnType<typeof callerOf>,
  id: string,
  allowed: typeof canChangeUserPictures,
) {
  const user = services.store.collection('users').get(id);
  const reach = { ...caller, companyId: caller.companyId ?? null };
  if (!user || !allowed(reach, { id: user.id, companyId: user.companyId ?? null })) throw notFound();
  return user;
}

const putUserPicture = defineRoute({
  endpoint: ENDPOINTS.updateUserPicture,
  access: 'authenticated',
  params: idParams,
  multipart: { fields: ['picture', 'idPicture'], ...PICTURE_UPLOAD },
  doc: {
    summary:
      "Upload a user's picture and/or ID picture (the user, or the owner or an admin of their company)",
    description:
      '`picture`: the public profile picture; `idPicture`: a photo of the professional\u2019s license or ID card, ' +
      'private (GET /users/{id}/id-picture). png, jpg or jpeg, at most 10 MB each; at least one of the two. ' +
      '404 for a user out of reach; 413 above 10 MB.',
    tags: ['users'],
    response: userSchema,
    errors: [400, 404, 413],
  },
  handler: async (ctx) => {
    const { services } = ctx;
    const user = userInReach(services, callerOf(ctx), ctx.params.id, canChangeUserPictures);
    const picture = imageOf(ctx.req.files, 'picture');
    const idPicture = imageOf(ctx.req.files, 'idPicture');
    if (!picture && !idPicture)
      throw validationError({ picture: MESSAGES.selectImageFile }, MESSAGES.selectImageFile);
    if (picture) checkImageWidth(picture.buffer, 'picture');
    if (idPicture) await services.uploads?.put(`users-id/${user.id}`, idPicture.buffer, idPicture.mimeType);
    const saved = picture ? await savePicture(services, user.id, picture) : user;
    return { status: 200, body: toPublicUser(saved) };
  },
});

const getUserIdPicture = defineRoute({
  endpoint: ENDPOINTS.getUserIdPicture,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: "A user's ID picture (the user, the owner or admins of their company, internal staff)",
    description:
      'Served inline; `?download=1` serves it as an attachment. 404 when there is none or the user is out of reach.',
    tags: ['users'],
    produces: 'image/*',
  },
  handler: async (ctx) => {
    const user = userInReach(ctx.services, callerOf(ctx), ctx.params.id, canReadIdPicture);
    const blob = await readBlob(ctx.services, `users-id/${user.id}`);
    if (!blob) throw notFound();
    const answer = blobResponse(blob, 'id-picture');
    if (ctx.query['download'] === '1')
      answer.headers = {
        ...answer.headers,
        'Content-Disposition':
          'attachment; filename="id-picture.' + (blob.mimeType === 'image/png' ? 'png' : 'jpg') + '"',
        'Cache-Control': 'private, no-store',
      };
    return answer;
  },
});

const usersByIds = defineRoute({
  endpoint: ENDPOINTS.getUsersByIds,
  access: 'authenticated',
  query: usersByIdsQuerySchema,
  body: usersByIdsBodySchema,
  doc: {
    summary: 'The users of these ids that the caller may see (colleagues; anyone for internal staff)',
    description:
      'A lookup by ids in the body (at most 100), in their order; ids of users out of reach or unknown are left ' +
      'out, as are disabled users with `onlyEnabledUsers=true`.',
    tags: ['users'],
    response: z.array(userSchema),
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const users = ctx.services.store.collection('users');
    const visible = [...new Set(ctx.body.ids)]
      .map((id) => users.get(id))
      .filter((user) => user !== undefined)
      .filter(
        (user) =>
          user.id === caller.userId ||
          (user.companyId != null && user.companyId === caller.companyId) ||
          can(caller, 'users.read'),
      )
      .filter((user) => !ctx.query.onlyEnabledUsers || user.enabled);
    return { status: 200, body: visible.map(toPublicUser) };
  },
});

export const userRoutes = [
  getUser,
  putMyPicture,
  getUserPicture,
  putUserPicture,
  getUserIdPicture,
  usersByIds,
];
