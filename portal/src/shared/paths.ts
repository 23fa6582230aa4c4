import { SIGN_IN_PATHS } from '@casebridge/domain/client';

/** Where the portal signs in (shared with the auth provider). */
export const SIGN_IN_PATH = SIGN_IN_PATHS.portal;

/** The public home page (the sign-in page) opened on one of its sections (HOME_SECTIONS ids). */
export const homeSectionPath = (sectionId: string): string =>
  `${SIGN_IN_PATH}?section=${encodeURIComponent(sectionId)}`;
