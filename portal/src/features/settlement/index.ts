/**
 * The settlement feature (issue 14): the case page's Settlement tab, the firm's settlement distribution
 * statement. Its code loads when the tab is first opened: render it inside a ScreenLoader.
 */
import { lazy } from 'react';

/** The case page's Settlement tab (lazy). */
export const CaseSettlement = lazy(() =>
  import('./CaseSettlement.tsx').then((module) => ({ default: module.CaseSettlement })),
);
