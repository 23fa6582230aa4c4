/**
 * The portal's i18n provider (issue 16): react-admin's polyglot provider over react-admin's own strings
 * (English, and RA_SPANISH_MESSAGES over them in Spanish) and the domain's claimant catalog. A key missing in
 * a language reads in English, never as the key.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { CLAIMANT_LANGUAGES, LANGUAGE_NAMES, isClaimantLanguage, polyglotMessages } from '@casebridge/domain';
import type { ClaimantLanguage } from '@casebridge/domain';
import { RA_SPANISH_MESSAGES } from './raSpanishMessages.ts';

type Messages = { [key: string]: string | Messages };

/** `base` with `over`'s strings in place of its own, nested objects merged key by key. */
function deepMerge(base: Messages, over: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = merged[key];
    merged[key] = typeof value === 'object' && typeof below === 'object' ? deepMerge(below, value) : value;
  }
  return merged;
}

const RA_MESSAGES: Record<ClaimantLanguage, Messages> = {
  en: englishMessages as Messages,
  es: deepMerge(englishMessages as Messages, RA_SPANISH_MESSAGES),
};

export function messagesFor(language: ClaimantLanguage): TranslationMessages {
  return { ...RA_MESSAGES[language], ...polyglotMessages(language) } as TranslationMessages;
}

export function createI18nProvider(initial: ClaimantLanguage): I18nProvider {
  return polyglotI18nProvider(
    (locale) => messagesFor(isClaimantLanguage(locale) ? locale : 'en'),
    initial,
    CLAIMANT_LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
    { allowMissing: true },
  );
}
