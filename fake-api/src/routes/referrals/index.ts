import { professionalRoutes } from './professionals.ts';
import { referralAnswerRoutes } from './referralAnswers.ts';
import { referralReadRoutes } from './referrals.ts';

/** Referrals and case invites (issue 13): presenting a case, the invites, their answers, professionals. */
export const allReferralRoutes = [...referralReadRoutes, ...referralAnswerRoutes, ...professionalRoutes];

export { runReferralSweep } from './referralSweep.ts';
