import { HOME_SECTIONS, PUBLIC_ACTIONS } from '@casebridge/domain';
import { homeSectionPath } from '../../shared/paths.ts';

export interface PublicLink {
  label: string;
  path: string;
}

/** The public header's external links (SPEC.md 1), pointing at the home page sections. */
export const PUBLIC_SECTION_LINKS: readonly PublicLink[] = HOME_SECTIONS.filter((s) => s.header).map((s) => ({
  label: s.label,
  path: homeSectionPath(s.id),
}));

export const LOG_IN: PublicLink = PUBLIC_ACTIONS.logIn;
export const SIGN_UP: PublicLink = PUBLIC_ACTIONS.signUp;
