/**
 * The portal's language (issue 16): English or Spanish on the claimant's side. The choice is kept in the
 * portal's storage ('casebridge.language'), defaults to the browser's language, and is the claimant's
 * profile language once they are signed in (ClaimantLanguageSwitcher applies it). Other signed-in users
 * read the portal in English. Light on purpose: the sign-in page (the first page) uses it.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { languageFromBrowser } from '@casebridge/domain';
import type { ClaimantLanguage } from '@casebridge/domain';
import { session, useSession } from '@casebridge/domain/client';

const listeners = new Set<() => void>();

const browserLanguage = (): ClaimantLanguage =>
  languageFromBrowser(typeof navigator === 'undefined' ? null : navigator.language);

/** The language chosen on this browser, else the browser's own. */
export function chosenLanguage(): ClaimantLanguage {
  return session.getLanguage() ?? browserLanguage();
}

/** Keeps `language` as this browser's choice; every screen reading it follows. */
export function chooseLanguage(language: ClaimantLanguage): void {
  if (session.getLanguage() === language) return;
  session.setLanguage(language);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language the portal shows now: the chosen one for visitors and claimants, English for other users. */
export function useLanguage(): ClaimantLanguage {
  const chosen = useSyncExternalStore(subscribe, chosenLanguage, chosenLanguage);
  const current = useSession();
  return current && current.userType !== 'CLAIMANT' ? 'en' : chosen;
}

/** Keeps the page's lang attribute (what screen readers pronounce and the browser translates) in step. */
export function useDocumentLanguage(): void {
  const language = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}
