import { useNotify } from 'react-admin';
import type { User } from '@casebridge/domain';
import { ImageCropInput } from '../../shared/image/ImageCropInput.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useUploadUserPicture } from './api.ts';
import { usePortalText } from '../../shared/i18n/usePortalText.ts';

export const PICTURE_SAVED = 'Your picture was saved.';

/**
 * The user's own picture on My Account (issue 15): pick or drop a png, jpg or jpeg (at most 10 MB), crop it in
 * the shared crop modal, and it is uploaded at once (PUT /users/{id}/picture); the header's user menu shows it.
 */
export const UserPictureInput = ({ user }: { user: User }) => {
  const upload = useUploadUserPicture(user.id);
  const notify = useNotify();
  const { t } = usePortalText();
  return (
    <ImageCropInput
      src={user.picture}
      kind="picture"
      label={t('account.picture')}
      alt={t('account.picture')}
      variant="circular"
      buttonText={user.picture ? t('account.picture.change') : t('account.picture.upload')}
      cropTitle={t('account.picture.crop')}
      caption={upload.isPending ? t('account.picture.uploading') : t('account.picture.hint')}
      busy={upload.isPending}
      error={upload.isError ? apiFailure(upload.error).message : null}
      onCropped={(file) =>
        upload.mutate(file, { onSuccess: () => notify(PICTURE_SAVED, { type: 'success' }) })
      }
    />
  );
};
