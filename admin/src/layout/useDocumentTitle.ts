import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle, pageName } from './pageTitle.ts';

/** Sets the browser tab's title to this page's name ("Registries · CaseBridge Console"). */
export function useDocumentTitle(name: string): void {
  useEffect(() => {
    document.title = documentTitle(name);
  }, [name]);
}

/** The layout's title for whatever page the router shows, named from its path (see pageName). */
export function useRouteDocumentTitle(): void {
  useDocumentTitle(pageName(useLocation().pathname));
}
