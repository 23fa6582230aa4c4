/** The subscription feature: the plan choice and payment (/subscription) and the public plan cards. */
import { lazy } from 'react';
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { lazyScreen } from '../../shared/lazyScreen.ts';

export { PricingSection } from './PricingSection.tsx';

export const subscriptionRoutes = {
  '/subscription': lazyScreen(() => import('./SubscriptionPage.tsx'), 'SubscriptionPage'),
} satisfies FeatureRoutes;

/** The buy-cases cart (SPEC.md 2.6), loaded when it opens (the sign-in page imports this index). */
export const BuyCasesDialog = lazy(() =>
  import('./BuyCasesDialog.tsx').then((module) => ({ default: module.BuyCasesDialog })),
);

/** The subscription cart's lines (SPEC.md 2.6), for other features' carts (My Company's premium addresses). */
export const SubscriptionCartLines = lazy(() =>
  import('./SubscriptionCartView.tsx').then((module) => ({ default: module.SubscriptionCartView })),
);
/**
 * My Account's subscription lifecycle (SPEC.md 2.6): the upgrade modal, downgrade, cancel downgrade, switch to
 * annual, change of card and the unauthorized modal, in one chunk loaded when the first opens.
 */
const dialogs = () => import('./accountDialogs.ts');
export const UpgradeDialog = lazy(() => dialogs().then((m) => ({ default: m.UpgradeDialog })));
export const DowngradeDialog = lazy(() => dialogs().then((m) => ({ default: m.DowngradeDialog })));
export const CancelDowngradeDialog = lazy(() =>
  dialogs().then((m) => ({ default: m.CancelDowngradeDialog })),
);
export const SwitchToAnnualDialog = lazy(() => dialogs().then((m) => ({ default: m.SwitchToAnnualDialog })));
export const ChangeCardDialog = lazy(() => dialogs().then((m) => ({ default: m.ChangeCardDialog })));
export const UnauthorizedModal = lazy(() => dialogs().then((m) => ({ default: m.UnauthorizedModal })));
