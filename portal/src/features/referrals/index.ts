/**
 * The referrals feature (issue 13): the received case invites and their answers, the referral history (/skeleton), and
 * what the cases feature uses to present a case and follow its presentations.
 */
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { lazyScreen } from '../../shared/lazyScreen.ts';

export const referralsRoutes = {
  '/case-invites': lazyScreen(() => import('./CaseInvitesPage.tsx'), 'CaseInvitesPage'),
  '/case-invites/:id': lazyScreen(() => import('./CaseInviteDetailsPage.tsx'), 'CaseInviteDetailsPage'),
  '/skeleton': lazyScreen(() => import('./SkeletonPage.tsx'), 'SkeletonPage'),
} satisfies FeatureRoutes;

/** The server calls the case page makes about its presentations. */
export {
  referralKeys,
  useCaseReferrals,
  useCompanyProfessionals,
  usePresentCase,
  useReferral,
  useResendReferral,
} from './api.ts';
/** Accept and reject (and assign) of an invite, for the case list's presented case. */
export { ReferralAnswerActions } from './ReferralAnswerActions.tsx';
export { ReferralStatusChip } from './ReferralStatusChip.tsx';
/** Present case to one provider or facility (a directory profile, a My Network row). */
export { PresentCaseButton } from './PresentCaseButton.tsx';
export type { PresentCaseTarget } from './PresentCaseToProfileDialog.tsx';
export { ProfessionalChecklist } from './ProfessionalChecklist.tsx';
export {
  REFERRAL_HISTORY,
  age,
  day as referralDay,
  professionalName,
  rejectionReason,
} from './referralFormat.ts';
