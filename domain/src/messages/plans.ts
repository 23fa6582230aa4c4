/**
 * Plans and subscriptions: the offer and its trial, My Account's plan changes, bought cases and what a plan
 * includes (issue 40 items 2-11, rules/planFeatureGate.ts).
 */
export const PLAN_MESSAGES = {
  // SPEC.md's sentences, word for word (shared/spec/messages.txt).
  casesBought: 'Additional Cases Bought Successfully',
  outOfCases:
    'Oops! Looks like you’ve reached the limit of cases for your account, please buy more cases or upgrade your account to have unlimited cases.',
  unauthorizedSubscription: 'You don’t have permission to modify your account’s subscription',
  switchToAnnual: 'Switch to Annual and save',
  cancelDowngrade: 'Cancel Downgrade',
  premiumUntil: 'Premium until {date}',
  freePremiumAddressUsage: 'You have used {x} of 1 Free Premium Address',
  startTrial: 'Start {n}-day free trial!',
  // The product's own.
  unauthorizedSubscriptionHint: 'Please contact the admins of your company.',
  downgradeNotAllowed: 'This subscription cannot be downgraded to {target}.',
  saveAnnualPercent: 'Save {n}%',
  noChargeUntilTrialEnds: 'No charge until the trial ends.',
  noChargeUntilTrialEndsOn: 'No charge until your trial ends on {date}.',
  continueTrial: 'Continue free trial ({days} left)',
  planChangeNotAllowed: 'Your subscription cannot change from {from} to {to}.',
  planNotForCompanyType: 'This plan is not available for your company type.',
  planSaved: 'Your {plan} plan is active.',
  trialStarted: 'Your {n}-day free trial of {plan} has started.',
  trialContinues: 'Your free trial goes on with {plan} until {date}.',
  previousBenefitsTitle: 'Keep your previous Premium benefits?',
  planUntil: '{plan} until {date}',
  downgradePending: 'Your subscription is being downgraded: cancel the downgrade before changing your plan.',
  noDowngradePending: 'There is no downgrade to cancel.',
  downgradeScheduled: 'Your plan changes to {plan} on {date}. Until then you keep {current}.',
  downgradeCanceled: 'The downgrade was canceled: you keep {plan}.',
  switchedToAnnual: 'Your plan is now billed annually.',
  documentRequestsUpgrade:
    'Automated document requests are part of the Advanced and Premium plans. Upgrade your plan to ask for files.',
  adFreeUpgrade: 'The ad-free experience is part of the Premium plan.',
} as const;
