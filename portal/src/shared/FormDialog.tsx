import type { BaseSyntheticEvent, ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { LoadingButton } from './LoadingButton.tsx';

interface FormDialogProps<V extends FieldValues> {
  /** The title's id: it names the dialog and its form for assistive technology. */
  titleId: string;
  title: ReactNode;
  // The form's transformed values are its own business: any output type goes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<V, any, any>;
  /** react-hook-form's handleSubmit(...) result. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  onClose: () => void;
  submitLabel: ReactNode;
  /** The submit button spins and is disabled while the call runs. */
  pending: boolean;
  /** 'error' for a destructive submit (reject, void). */
  submitColor?: 'primary' | 'error';
  /** No submit button (when there is nothing the form can send). */
  noSubmit?: boolean;
  children: ReactNode;
}

/**
 * A dialog holding one form: title, the form's root error (a refusal that belongs to no field), fields,
 * Cancel and a submit button that shows its progress. The fields (children) reach the form through
 * react-hook-form's context; Escape and Cancel close it.
 */
export function FormDialog<V extends FieldValues>({
  titleId,
  title,
  form,
  onSubmit,
  onClose,
  submitLabel,
  pending,
  submitColor = 'primary',
  noSubmit = false,
  children,
}: FormDialogProps<V>) {
  const rootError = form.formState.errors.root?.message;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={titleId}>
          <DialogContent>
            {rootError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {rootError}
              </Alert>
            )}
            {children}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            {!noSubmit && (
              <LoadingButton type="submit" color={submitColor} variant="contained" loading={pending}>
                {submitLabel}
              </LoadingButton>
            )}
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
