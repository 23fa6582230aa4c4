import { describe, expect, it } from 'vitest';
import { ACTORS } from './testActor.ts';
import { canChangeUserPictures, canReadIdPicture } from './userPictures.ts';

const at = (actor: (typeof ACTORS)[keyof typeof ACTORS], userId: string, companyId: string | null) => ({
  ...actor,
  userId,
  companyId,
});
const member = { id: 'u-member', companyId: 'c1' };

describe('user pictures', () => {
  it('lets a user and the owner or an admin of their company change them', () => {
    expect(canChangeUserPictures(at(ACTORS.attorneyMember, 'u-member', 'c1'), member)).toBe(true);
    expect(canChangeUserPictures(at(ACTORS.attorneyOwner, 'u-owner', 'c1'), member)).toBe(true);
    expect(canChangeUserPictures(at(ACTORS.supportAdmin, 'u-admin', 'c1'), member)).toBe(true);
  });

  it('refuses a plain colleague and another company, even its owner', () => {
    expect(canChangeUserPictures(at(ACTORS.supportMember, 'u-other', 'c1'), member)).toBe(false);
    expect(canChangeUserPictures(at(ACTORS.attorneyOwner, 'u-owner2', 'c2'), member)).toBe(false);
    expect(canChangeUserPictures(at(ACTORS.superUser, 'u-staff', null), member)).toBe(false);
  });

  it('shows the ID picture to those, and to internal staff only besides', () => {
    expect(canReadIdPicture(at(ACTORS.attorneyOwner, 'u-owner', 'c1'), member)).toBe(true);
    expect(canReadIdPicture(at(ACTORS.superUser, 'u-staff', null), member)).toBe(true);
    expect(canReadIdPicture(at(ACTORS.supportMember, 'u-other', 'c1'), member)).toBe(false);
    expect(canReadIdPicture(at(ACTORS.attorneyOwner, 'u-owner2', 'c2'), member)).toBe(false);
  });
});
