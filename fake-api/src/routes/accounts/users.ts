/** Users and their pictures. */
import { can, LIMITS, MESSAGES, ENDPOINTS, userSchema } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { forbidden, notFound, payloadTooLarge, validationError } from '../../core/errors.ts';
import type { UploadedFile } from '../../core/types.ts';
import { callerOf, idParams } from '../access.ts';
import { sendBlob } from '../blobResponse.ts';
import { toPublicUser } from '../serialize.ts';

const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'];

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

const putMyPicture = defineRoute({
  endpoint: ENDPOINTS.updateMyPicture,
  access: 'authenticated',
  multipart: { fields: ['picture'], maxBytes: LIMITS.imageMaxBytes },
  doc: {
    summary: "Upload the caller's picture (png, jpg or jpeg; at most 10 MB)",
    tags: ['users'],
    response: userSchema,
  },
  handler: async (ctx) => {
    const caller = callerOf(ctx);
    const file = ctx.req.files?.find((f) => f.field === 'picture');
    if (!file) throw validationError({ picture: MESSAGES.selectImageFile }, MESSAGES.selectImageFile);
    if (file.size > LIMITS.imageMaxBytes) throw payloadTooLarge();
    const mimeType = imageTypeOf(file);
    if (!mimeType) throw validationError({ picture: MESSAGES.selectImageFile }, MESSAGES.selectImageFile);
    await ctx.services.uploads?.put(`users/${caller.userId}`, file.buffer, mimeType);
    const version = ctx.services.clock.now().getTime();
    const user = ctx.services.store.update('users', caller.userId, {
      picture: `/api/users/${encodeURIComponent(caller.userId)}/picture?v=${version}`,
    });
    return { status: 200, body: toPublicUser(user) };
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

export const userRoutes = [getUser, putMyPicture, getUserPicture];
