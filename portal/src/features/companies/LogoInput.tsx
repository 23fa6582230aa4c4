import { useEffect, useState } from 'react';
import { ImageCropInput } from '../../shared/image/ImageCropInput.tsx';

/**
 * The company logo (SPEC.md 2.6, 5): the shared pick, drop and crop input with the logo's size rule (15 MB,
 * 'The picture must weight less than 15MB'; see validateImageFile); the cropped picture (at most 1080 px wide)
 * is uploaded when the form is saved.
 */
export const LogoInput = ({
  picture,
  onChange,
}: {
  picture: string | null;
  onChange: (file: File | null) => void;
}) => {
  const [cropped, setCropped] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  // The preview's object URL is freed when the cropped picture changes (a browser resource, not a fetch).
  useEffect(() => {
    if (!cropped) return setPreview(null);
    const url = URL.createObjectURL(cropped);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [cropped]);

  return (
    <ImageCropInput
      src={preview ?? picture}
      kind="companyLogo"
      label="Logo"
      alt="Company logo"
      buttonText={picture || cropped ? 'Change logo' : 'Upload logo'}
      cropTitle="Crop your logo"
      caption={
        cropped
          ? `${cropped.name} (cropped, saved with the form)`
          : 'PNG or JPEG; drop a file here or pick one.'
      }
      onCropped={(file) => {
        setCropped(file);
        onChange(file);
      }}
    />
  );
};
