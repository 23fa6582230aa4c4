import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { apiFailure } from '../../shared/serverErrors.ts';
import { chooseLanguage } from '../../shared/i18n/language.ts';
import { LanguageSwitcher } from '../../shared/i18n/LanguageSwitcher.tsx';
import { useMyClaimant, useUpdateMyClaimantLanguage } from './api.ts';
import { useClaimantText } from './useClaimantText.ts';

/**
 * The signed-in claimant's English / Español (issue 16), in the header: the language of their profile
 * (GET /claimants/me) is the portal's; a choice is saved to it (PUT /claimants/me/language) and then shown.
 */
export const ClaimantLanguageSwitcher = () => {
  const { t, language } = useClaimantText();
  const notify = useNotify();
  const profile = useMyClaimant();
  const save = useUpdateMyClaimantLanguage();
  const stored = profile.data?.language;
  // The profile's language (read, or just saved) becomes the portal's.
  useEffect(() => {
    if (stored) chooseLanguage(stored);
  }, [stored]);

  return (
    <LanguageSwitcher
      value={language}
      label={t('language.label')}
      disabled={save.isPending}
      onChange={(next) =>
        save.mutate(next, {
          onError: (error) =>
            notify(t('claimant.language.saveFailed', { message: apiFailure(error).message }), {
              type: 'error',
            }),
        })
      }
    />
  );
};
