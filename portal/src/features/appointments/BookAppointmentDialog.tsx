import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { APPOINTMENT_LIMITS } from '@casebridge/domain';
import type { CreateAppointmentBody, Professional } from '@casebridge/domain';
import { TextInput } from '../../shared/formFields.tsx';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useCaseChoices, useCreateAppointment } from './api.ts';
import { bookingDefaults, bookingResolver, formFieldOf } from './bookingForm.ts';
import type { BookingValues } from './bookingForm.ts';
import { ChoiceInput, DateTimeInput } from './BookingInputs.tsx';
import { professionalLabel } from './appointmentFormat.ts';

/**
 * Books an appointment for the slot clicked (or the next hour): the professional, a case the company works on
 * or a claimant's name, start and end, notes. The API's refusals show in place: an overlapping slot of the
 * professional (409) as the form's message, a field's 400 under that field.
 */
export const BookAppointmentDialog = ({
  slot,
  professionals,
  defaultLicenseId,
  onClose,
}: {
  slot: { start: Date; end: Date };
  professionals: readonly Professional[];
  defaultLicenseId: string;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const create = useCreateAppointment();
  const cases = useCaseChoices(true);
  const form = useForm<BookingValues, unknown, CreateAppointmentBody>({
    resolver: bookingResolver,
    defaultValues: bookingDefaults(slot, defaultLicenseId),
  });
  const caseId = useWatch({ control: form.control, name: 'caseId' });
  const submit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      notify('Appointment booked', { type: 'success' });
      onClose();
    } catch (error) {
      const failure = apiFailure(error);
      let shown = false;
      for (const [key, message] of Object.entries(failure.fields)) {
        const field = formFieldOf(key);
        if (!field) continue;
        form.setError(field, { type: 'server', message }, { shouldFocus: !shown });
        shown = true;
      }
      if (!shown) form.setError('root', { type: 'server', message: failure.message });
    }
  });
  const rootError = form.formState.errors.root?.message;
  const caseChoices = (cases.data ?? []).map((c) => ({ id: c.id, name: `${c.folio} · ${c.claimantName}` }));

  return (
    <Dialog open onClose={onClose} aria-labelledby="book-appointment-title" maxWidth="sm" fullWidth>
      <DialogTitle id="book-appointment-title">New appointment</DialogTitle>
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="book-appointment-title">
          <DialogContent>
            {rootError && (
              <Alert severity="error" sx={{ mb: 2 }} role="alert">
                {rootError}
              </Alert>
            )}
            <Stack spacing={2} sx={{ pt: 1 }}>
              <ChoiceInput
                name="licenseId"
                label="Professional"
                required
                choices={professionals.map((p) => ({ id: p.id, name: professionalLabel(p) }))}
              />
              <ChoiceInput
                name="caseId"
                label="Case"
                emptyLabel="No case (name the claimant)"
                choices={caseChoices}
                loading={cases.isPending}
              />
              {cases.isError && (
                <Alert severity="warning">The cases could not be loaded: name the claimant.</Alert>
              )}
              {!caseId && (
                <TextInput
                  name="claimantName"
                  label="Claimant"
                  required
                  helperText={`Up to ${APPOINTMENT_LIMITS.claimantName} characters`}
                />
              )}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <DateTimeInput name="start" label="Start" />
                <DateTimeInput name="end" label="End" />
              </Stack>
              <TextInput
                name="notes"
                label="Notes"
                multiline
                helperText={`Up to ${APPOINTMENT_LIMITS.notes} characters`}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <LoadingButton type="submit" variant="contained" loading={create.isPending}>
              Book appointment
            </LoadingButton>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
};
