import type { ReactNode } from 'react';
import { Alert, Box, Stack } from '@mui/material';
import { LoadingButton } from '../../shared/LoadingButton.tsx';

/** The frame of both activation forms: the root error, the fields, and Save (disabled while invalid). */
export const ActivationFormShell = ({
  onSubmit,
  rootError,
  canSave,
  saving,
  children,
}: {
  onSubmit: () => void;
  rootError: string | undefined;
  canSave: boolean;
  saving: boolean;
  children: ReactNode;
}) => (
  <Box
    component="form"
    noValidate
    aria-label="Activate your account"
    onSubmit={(event) => {
      event.preventDefault();
      onSubmit();
    }}
  >
    <Stack spacing={2.5}>
      {rootError && <Alert severity="error">{rootError}</Alert>}
      {children}
      <Box>
        <LoadingButton
          type="submit"
          variant="contained"
          loading={saving}
          loadingLabel="Saving…"
          disabled={!canSave}
        >
          Save
        </LoadingButton>
      </Box>
    </Stack>
  </Box>
);
