/** The claimant's screens' text in the portal's language, through react-admin's i18n provider. */
import { useCallback, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { formatLongDateIn, translateMessage } from '@casebridge/domain';
import type { ClaimantTextKey, DateInput } from '@casebridge/domain';
import { useLanguage } from '../../shared/i18n/language.ts';

export function useClaimantText() {
  const translate = useTranslate();
  // The portal's language; react-admin's locale follows it (LanguageSync) and translate() with it.
  const language = useLanguage();
  const t = useCallback(
    (key: ClaimantTextKey, values?: Record<string, string | number>) => translate(key, values),
    [translate],
  );
  return useMemo(
    () => ({
      t,
      language,
      /** A long date ('Nov 01, 2026', '1 de noviembre de 2026'). */
      date: (value: DateInput | null | undefined) => formatLongDateIn(language, value),
      /** A message the domain or the API gives in English, translated when the catalog has it. */
      message: (english: string) => translateMessage(language, english),
    }),
    [t, language],
  );
}
