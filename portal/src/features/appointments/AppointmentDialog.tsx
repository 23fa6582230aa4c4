import { useState } from 'react';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import {
  APPOINTMENT_LIMITS,
  APPOINTMENT_STATUS_LABELS,
  cancelAppointmentBodySchema,
} from '@casebridge/domain';
import type { AppointmentView } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useCancelAppointment, useConcludeAppointment } from './api.ts';
import { appointmentTitle, appointmentWhen } from './appointmentFormat.ts';

type Step = 'view' | 'cancel' | 'conclude';

/**
 * One appointment: who, when, with whom, its notes and status. A scheduled one is concluded (after a
 * confirmation) or canceled with its required reason; the API's refusal (409: no longer scheduled) shows here.
 */
export const AppointmentDialog = ({
  appointment,
  onClose,
}: {
  appointment: AppointmentView;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const [step, setStep] = useState<Step>('view');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCancelAppointment(appointment.id);
  const conclude = useConcludeAppointment(appointment.id);
  const scheduled = appointment.status === 'SCHEDULED';

  const run = async (action: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await action();
      notify(done, { type: 'success' });
      onClose();
    } catch (error) {
      const { message, fields } = apiFailure(error);
      if (fields['reason']) setReasonError(fields['reason']);
      else setFailure(message);
    }
  };
  const submitCancel = () => {
    const parsed = cancelAppointmentBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    void run(() => cancel.mutateAsync(parsed.data.reason), 'Appointment canceled');
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="appointment-title" maxWidth="sm" fullWidth>
      <DialogTitle id="appointment-title">{appointmentTitle(appointment)}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} alignItems="center">
            <Chip
              size="small"
              label={APPOINTMENT_STATUS_LABELS[appointment.status]}
              color={scheduled ? 'primary' : appointment.status === 'CONCLUDED' ? 'success' : 'default'}
            />
            <Typography>{appointmentWhen(appointment)}</Typography>
          </Stack>
          <Typography>Professional: {appointment.professionalName}</Typography>
          {appointment.caseId && appointment.folio && (
            <Typography>
              Case:{' '}
              <RouterLink to={`/cases/${encodeURIComponent(appointment.caseId)}`}>
                {appointment.folio}
              </RouterLink>
            </Typography>
          )}
          {appointment.notes && (
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>Notes: {appointment.notes}</Typography>
          )}
          {appointment.cancelReason && (
            <Typography>Reason for canceling: {appointment.cancelReason}</Typography>
          )}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          {step === 'conclude' && (
            <DialogContentText>Conclude this appointment? It is then recorded as attended.</DialogContentText>
          )}
          {step === 'cancel' && (
            <TextField
              label="Reason for canceling"
              required
              multiline
              minRows={2}
              autoFocus
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(null);
              }}
              error={Boolean(reasonError)}
              helperText={reasonError ?? `Up to ${APPOINTMENT_LIMITS.reason} characters`}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {step === 'view' && (
          <>
            <Button onClick={onClose}>Close</Button>
            {scheduled && (
              <>
                <Button color="error" onClick={() => setStep('cancel')}>
                  Cancel appointment
                </Button>
                <Button variant="contained" onClick={() => setStep('conclude')}>
                  Conclude
                </Button>
              </>
            )}
          </>
        )}
        {step === 'cancel' && (
          <>
            <Button onClick={() => setStep('view')}>Back</Button>
            <LoadingButton
              color="error"
              variant="contained"
              loading={cancel.isPending}
              onClick={submitCancel}
            >
              Cancel appointment
            </LoadingButton>
          </>
        )}
        {step === 'conclude' && (
          <>
            <Button onClick={() => setStep('view')}>Back</Button>
            <LoadingButton
              variant="contained"
              loading={conclude.isPending}
              onClick={() => void run(() => conclude.mutateAsync(), 'Appointment concluded')}
            >
              Conclude appointment
            </LoadingButton>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
