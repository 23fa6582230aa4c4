import { describe, expect, it } from 'vitest';
import { CASE_STATUS_LABELS, CASE_STATUSES } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { CASE_STATUS_NEXT_STEPS } from '../rules/claimantCases.ts';
import {
  CLAIMANT_CATALOG,
  claimantText,
  formatLongDateIn,
  polyglotMessages,
  translateMessage,
} from './catalog.ts';
import { CLAIMANT_LANGUAGES, claimantLanguageOf, languageFromBrowser } from './languages.ts';
import { SIGN_IN_TEXT } from './signInText.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the claimant catalog (issue 16)', () => {
  const entries = Object.entries(CLAIMANT_CATALOG);

  it('gives every key a non-empty text in every language', () => {
    expect(entries.length).toBeGreaterThan(50);
    for (const [key, entry] of entries) {
      expect(Object.keys(entry).sort(), key).toEqual([...CLAIMANT_LANGUAGES].sort());
      for (const language of CLAIMANT_LANGUAGES)
        expect(entry[language].trim(), `${key}.${language}`).not.toBe('');
    }
  });

  it('translates: Spanish differs from English and keeps the same placeholders', () => {
    for (const [key, entry] of entries) {
      expect(placeholders(entry.es), key).toEqual(placeholders(entry.en));
    }
    const untranslated = entries.filter(([, entry]) => entry.es === entry.en).map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('keeps the spec’s sentences word for word in English', () => {
    expect(claimantText('en', 'signIn.portalOnly')).toBe(MESSAGES.portalOnly);
    expect(claimantText('en', 'claimant.profile.saved')).toBe(MESSAGES.claimantProfileSaved);
    for (const status of CASE_STATUSES) {
      expect(claimantText('en', `caseStatus.${status}`)).toBe(CASE_STATUS_LABELS[status]);
      expect(claimantText('en', `nextStep.${status}`)).toBe(CASE_STATUS_NEXT_STEPS[status]);
    }
  });

  it('fills placeholders, and hands react-admin the same texts with %{name}', () => {
    expect(claimantText('es', 'claimant.case.title', { folio: 'C-1' })).toBe('Caso C-1');
    expect(polyglotMessages('es')['claimant.case.title']).toBe('Caso %{folio}');
    expect(Object.keys(polyglotMessages('en'))).toEqual(Object.keys(CLAIMANT_CATALOG));
    expect(Object.keys(CLAIMANT_CATALOG)).toEqual(expect.arrayContaining(Object.keys(SIGN_IN_TEXT)));
  });

  it('translates a known English message and leaves an unknown one', () => {
    expect(translateMessage('es', MESSAGES.thisFieldRequired)).toBe('Este campo es obligatorio');
    expect(translateMessage('en', MESSAGES.thisFieldRequired)).toBe(MESSAGES.thisFieldRequired);
    expect(translateMessage('es', 'Something else')).toBe('Something else');
  });

  it('writes long dates in each language', () => {
    expect(formatLongDateIn('en', '2026-11-01T00:00:00.000Z', 'UTC')).toBe('Nov 01, 2026');
    expect(formatLongDateIn('es', '2026-11-01T00:00:00.000Z', 'UTC')).toBe('1 de noviembre de 2026');
    expect(formatLongDateIn('es', null)).toBe('');
  });
});

describe('choosing a language', () => {
  it('takes Spanish from any es-* browser tag, English otherwise', () => {
    expect(languageFromBrowser('es-MX')).toBe('es');
    expect(languageFromBrowser('ES')).toBe('es');
    expect(languageFromBrowser('en-US')).toBe('en');
    expect(languageFromBrowser('fr-FR')).toBe('en');
    expect(languageFromBrowser(undefined)).toBe('en');
  });

  it('reads a stored claimant without a language as English', () => {
    expect(claimantLanguageOf({})).toBe('en');
    expect(claimantLanguageOf({ language: 'xx' })).toBe('en');
    expect(claimantLanguageOf({ language: 'es' })).toBe('es');
  });
});
