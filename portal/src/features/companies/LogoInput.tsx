import { useId, useState } from 'react';
import { Avatar, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { IMAGE_ACCEPT, validateImageFile } from '@casebridge/domain';

/** The company logo: png, jpg or jpeg only (SPEC.md 5); the file is uploaded when the form is saved. */
export const LogoInput = ({
  picture,
  onChange,
}: {
  picture: string | null;
  onChange: (file: File | null) => void;
}) => {
  const id = useId();
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={picture ?? undefined} variant="rounded" alt="" sx={{ width: 56, height: 56 }} />
      <div>
        <Button component="label" htmlFor={id} variant="outlined" size="small">
          {picture || name ? 'Change logo' : 'Upload logo'}
          <input
            id={id}
            hidden
            type="file"
            accept={IMAGE_ACCEPT}
            aria-label="Logo"
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              const problem = file ? validateImageFile(file) : null;
              setError(problem);
              setName(problem ? null : (file?.name ?? null));
              onChange(problem ? null : file);
            }}
          />
        </Button>
        {name && <Typography variant="body2">{name}</Typography>}
        {error && <FormHelperText error>{error}</FormHelperText>}
      </div>
    </Stack>
  );
};
