import { useNotify } from 'react-admin';
import type { User } from '@casebridge/domain';
import { ImageCropInput } from '../../shared/image/ImageCropInput.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useUploadUserPicture } from './api.ts';

export const PICTURE_SAVED = 'Your picture was saved.';

/**
 * The user's own picture on My Account (issue 15): pick or drop a png, jpg or jpeg (at most 10 MB), crop it in
 * the shared crop modal, and it is uploaded at once (PUT /users/{id}/picture); the header's user menu shows it.
 */
export const UserPictureInput = ({ user }: { user: User }) => {
  const upload = useUploadUserPicture(user.id);
  const notify = useNotify();
  return (
    <ImageCropInput
      src={user.picture}
      kind="picture"
      label="Your picture"
      alt="Your picture"
      variant="circular"
      buttonText={user.picture ? 'Change picture' : 'Upload picture'}
      cropTitle="Crop your picture"
      caption={
        upload.isPending
          ? 'Uploading your picture…'
          : 'PNG or JPEG up to 10 MB; drop a file here or pick one.'
      }
      busy={upload.isPending}
      error={upload.isError ? apiFailure(upload.error).message : null}
      onCropped={(file) =>
        upload.mutate(file, { onSuccess: () => notify(PICTURE_SAVED, { type: 'success' }) })
      }
    />
  );
};
