/**
 * The claimant's side in English and Spanish (issue 16): one catalog, key -> { en, es }, for the portal's
 * claimant screens (through react-admin's i18n provider), the sign-in form (a plain lookup, see
 * signInText.ts) and the API's e-mails to claimants. English is the product's text word for word; the
 * catalog's test checks every key has both languages.
 */
import { formatInputDate, formatLongDate, relativeDayLabel } from '../rules/format.ts';
import type { DateInput } from '../rules/format.ts';
import { CHROME_TEXT } from './chromeText.ts';
import { EMAIL_TEXT } from './emailText.ts';
import { LABEL_TEXT } from './labelTranslations.ts';
import type { ClaimantLanguage } from './languages.ts';
import { SCREEN_TEXT } from './screenText.ts';
import { SIGN_IN_TEXT, messageIn, textIn } from './signInText.ts';
import type { Translation } from './signInText.ts';

export const CLAIMANT_CATALOG = {
  ...SIGN_IN_TEXT,
  ...SCREEN_TEXT,
  ...CHROME_TEXT,
  ...LABEL_TEXT,
  ...EMAIL_TEXT,
};

export type ClaimantTextKey = keyof typeof CLAIMANT_CATALOG;

const catalog: Readonly<Record<ClaimantTextKey, Translation>> = CLAIMANT_CATALOG;

/** The entry `key` in `language`, its {placeholders} filled from `values`. */
export function claimantText(
  language: ClaimantLanguage,
  key: ClaimantTextKey,
  values?: Readonly<Record<string, string | number>>,
): string {
  return textIn(catalog, language, key, values);
}

/**
 * A message given in English (a field error of the domain's schemas, a server message) in `language` when the
 * catalog translates it; unchanged otherwise.
 */
export function translateMessage(language: ClaimantLanguage, english: string): string {
  return messageIn(catalog, language, english);
}

/**
 * The catalog in one language as react-admin's polyglot provider reads it: flat keys, placeholders
 * written %{name}.
 */
export function polyglotMessages(language: ClaimantLanguage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, entry]) => [key, entry[language].replace(/\{(\w+)\}/g, '%{$1}')]),
  );
}

const MONTHS_ES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** A long date in `language`: English as formatLongDate ('Nov 01, 2026'), Spanish '1 de noviembre de 2026'. */
export function formatLongDateIn(
  language: ClaimantLanguage,
  value: DateInput | null | undefined,
  timeZone?: string,
): string {
  if (value == null) return '';
  if (language === 'en') return formatLongDate(value, timeZone);
  const typed = formatInputDate(value, timeZone);
  const [month, day, year] = typed.split('/').map(Number);
  if (!month || !day || !year) return '';
  return `${day} de ${MONTHS_ES[month - 1]} de ${year}`;
}

const DAY_KEYS = { Today: 'day.today', Yesterday: 'day.yesterday', Tomorrow: 'day.tomorrow' } as const;

/** 'Today' / 'Hoy', 'Yesterday' / 'Ayer', 'Tomorrow' / 'Mañana' relative to `now`, else the long date in `language`. */
export function formatDayLabelIn(
  language: ClaimantLanguage,
  value: DateInput,
  now: DateInput = new Date(),
  timeZone?: string,
): string {
  const relative = relativeDayLabel(value, now, timeZone);
  return relative ? claimantText(language, DAY_KEYS[relative]) : formatLongDateIn(language, value, timeZone);
}
