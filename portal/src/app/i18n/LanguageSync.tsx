import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { useLanguage } from '../../shared/i18n/language.ts';

/** react-admin's locale follows the portal's language (shared/i18n/language.ts), the one source of it. */
export const LanguageSync = () => {
  const language = useLanguage();
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    if (locale !== language) setLocale(language);
  }, [language, locale, setLocale]);
  return null;
};
