/**
 * Who may change and see a user's pictures (SPEC.md 7 "Pictures": PUT /me/picture, PUT and GET
 * /users/{id}/picture, GET /users/{id}/id-picture). The profile picture is public (it shows in the directory and
 * beside names); the ID picture (a photo of the professional's license or ID card, for the staff who validate the
 * company) is private: its owner, the owner or admins of its company, and internal staff.
 */
import type { Actor } from './actor.ts';
import { isOwnerOrAdmin } from './actor.ts';
import { can } from './permissions.ts';

export interface PictureCaller extends Actor {
  userId: string;
  companyId: string | null;
}

/** The user's own pictures, or a member's for the owner or an admin of the same company. */
export function canChangeUserPictures(caller: PictureCaller, user: { id: string; companyId: string | null }) {
  if (caller.userId === user.id) return true;
  return user.companyId !== null && user.companyId === caller.companyId && isOwnerOrAdmin(caller);
}

/** The ID picture: whoever may change it, and internal staff who read users. */
export function canReadIdPicture(caller: PictureCaller, user: { id: string; companyId: string | null }) {
  return canChangeUserPictures(caller, user) || can(caller, 'users.read');
}
