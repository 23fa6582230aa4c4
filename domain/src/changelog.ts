/**
 * The current changelog (SPEC.md 2.6 "changelog" modal, 7 "Changelog"): shown once to every user whose
 * session has changelogRead false, until they mark it read (PUT /account/changelog/read).
 * SPEC.md 6 quotes it: rejecting a presented case as a member and editing members' e-mail, mobile and office
 * phone are admin or premium benefits.
 */
import { LIMITS } from './constants.ts';

export interface ChangelogEntry {
  title: string;
  description: string;
}

export interface ChangelogRelease {
  version: string;
  /** Release day, YYYY-MM-DD. */
  date: string;
  entries: readonly ChangelogEntry[];
}

export const CURRENT_CHANGELOG: ChangelogRelease = {
  version: '4.0',
  date: '2026-11-01',
  entries: [
    {
      title: 'Reject a presented case as a member',
      description:
        'Members can now reject a case presented to them when they are company admins or their company is on Premium.',
    },
    {
      title: 'Edit your members’ contact details',
      description:
        'Company admins, and every user of a Premium company, can edit a member’s e-mail, mobile phone and office phone.',
    },
    {
      title: 'A simpler sign-up',
      description:
        'Create your account in one form, confirm your e-mail with a code, and invite colleagues with your referral link.',
    },
    {
      title: 'Choose your plan',
      description:
        'Compare Basic, Advanced and Premium, billed monthly or annually, and start a free trial: no charge until it ends.',
    },
    {
      title: 'Activate your account',
      description: `Enter your company and professional details once; we validate them within ${LIMITS.validationHoursMin}-${LIMITS.validationHoursMax} hours and e-mail you when it is done.`,
    },
  ],
};
