import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';

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
        <Button
          type="submit"
          variant="contained"
          disabled={!canSave || saving}
          startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </Box>
    </Stack>
  </Box>
);
