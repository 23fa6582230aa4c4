/**
 * The text of what every screen shares (header, notification panel, footer, My Account) in the portal's
 * language: Spanish for a claimant who chose it, English for everyone else (issue 40 item 18). Through
 * react-admin's translate(), with the catalog's English as the fallback wherever no catalog is loaded.
 */
import { useCallback, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { claimantText, formatDayLabelIn } from '@casebridge/domain';
import type { ClaimantTextKey, DateInput } from '@casebridge/domain';
import { useLanguage } from './language.ts';

export function usePortalText() {
  const translate = useTranslate();
  const language = useLanguage();
  const t = useCallback(
    (key: ClaimantTextKey, values?: Record<string, string | number>) =>
      translate(key, { ...values, _: claimantText('en', key, values) }),
    [translate],
  );
  return useMemo(
    () => ({
      t,
      language,
      /** 'Today' / 'Hoy', else the long date in the language. */
      dayLabel: (value: DateInput) => formatDayLabelIn(language, value),
    }),
    [t, language],
  );
}
