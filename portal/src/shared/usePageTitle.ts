import { useEffect } from 'react';

export const APP_NAME = 'CaseBridge';

/** The document title of a page: its name, then the product ('Sign in · CaseBridge'). */
export const pageTitle = (page: string): string => `${page} · ${APP_NAME}`;

/** Names the page in the document title (what a screen reader announces and the browser tab shows). */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
