/**
 * The languages of the claimant's side (issue 16): English and Spanish, chosen by the claimant (stored on
 * their profile) and, before sign-in, taken from the browser's language.
 */

export const CLAIMANT_LANGUAGES = ['en', 'es'] as const;
export type ClaimantLanguage = (typeof CLAIMANT_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: ClaimantLanguage = 'en';

/** Each language named in itself, as a language switcher offers it. */
export const LANGUAGE_NAMES: Readonly<Record<ClaimantLanguage, string>> = { en: 'English', es: 'Español' };

export function isClaimantLanguage(value: unknown): value is ClaimantLanguage {
  return typeof value === 'string' && (CLAIMANT_LANGUAGES as readonly string[]).includes(value);
}

/** The language of a browser's language tag ('es-MX' -> 'es'); English for anything else or none. */
export function languageFromBrowser(tag: string | null | undefined): ClaimantLanguage {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isClaimantLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}

/** A stored claimant's language; records saved before languages existed read as English. */
export function claimantLanguageOf(claimant: { language?: unknown }): ClaimantLanguage {
  return isClaimantLanguage(claimant.language) ? claimant.language : DEFAULT_LANGUAGE;
}
