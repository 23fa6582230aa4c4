/**
 * The activation feature: the Complete Your Account panel and the incomplete-account overlay of the
 * authenticated layout (SPEC.md 2.5, 6), with the activation forms they open.
 */
export { CompleteAccountProvider, useCompleteAccount } from './CompleteAccountContext.tsx';
export { CompleteYourAccountPanel } from './CompleteYourAccountPanel.tsx';
export { ContentWithOverlay } from './IncompleteOverlay.tsx';
