import { useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import { useNotify } from 'react-admin';
import {
  LIMITS,
  MESSAGES,
  canMakeIntro,
  formatLongDate,
  introFileProblem,
  introductionRemaining,
  makeIntroSchema,
} from '@casebridge/domain';
import type { MakeIntroInput, MakeIntroValues } from '@casebridge/domain';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { useIntroCount, useLatestIntro, useMyAssociates, useSendIntro } from './api.ts';
import { IntroFileInput } from './IntroFileInput.tsx';

export interface IntroReceiver {
  /** The directory company introduced to (its id). */
  id: string;
  name: string;
}

const TITLE_ID = 'make-intro-title';

const IntroductionInput = () => {
  const { field, fieldState } = useController<MakeIntroInput, 'introduction'>({ name: 'introduction' });
  const remaining = introductionRemaining(field.value ?? '');
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      label="Introduction"
      required
      multiline
      minRows={5}
      fullWidth
      error={Boolean(fieldState.error) || remaining < 0}
      helperText={fieldState.error?.message ?? `${remaining} characters left`}
    />
  );
};

const OnBehalfOfInput = () => {
  const associates = useMyAssociates();
  const { field } = useController<MakeIntroInput, 'onBehalfOf'>({ name: 'onBehalfOf' });
  return (
    <TextField
      select
      name={field.name}
      inputRef={field.ref}
      label="Introduce"
      fullWidth
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      helperText={
        associates.isError ? 'Your colleagues could not be loaded: you can introduce yourself.' : undefined
      }
    >
      <MenuItem value="">Myself</MenuItem>
      {(associates.data ?? []).map((a) => (
        <MenuItem key={a.id} value={a.id}>
          {`${a.name} ${a.lastName}`.trim()}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** The form of Make Intro (SPEC.md 2.6, 5): who is introduced, the introduction and an optional file. */
interface IntroFormProps {
  receiver: IntroReceiver;
  /** Intros made this month, when known. */
  used: number | null;
  onClose: () => void;
}

const IntroForm = ({ receiver, used, onClose }: IntroFormProps) => {
  const notify = useNotify();
  const send = useSendIntro();
  const latest = useLatestIntro(receiver.id);
  const [file, setFile] = useState<File | null>(null);
  const fileError = file ? introFileProblem(file) : null;
  const form = useForm<MakeIntroInput, unknown, MakeIntroValues>({
    resolver: zodResolver(makeIntroSchema),
    mode: 'onTouched',
    defaultValues: { receiver: receiver.id, introduction: '', onBehalfOf: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    if (fileError) return;
    try {
      await send.mutateAsync({ values, file });
      notify(MESSAGES.introSent, { type: 'success' });
    } catch {
      // SPEC.md 8: a failed intro closes the modal and shows the default error notification.
      notify(MESSAGES.genericError, { type: 'error' });
    }
    onClose();
  });
  return (
    <FormDialog
      titleId={TITLE_ID}
      title={`Make Intro to ${receiver.name}`}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Send intro"
      pending={send.isPending}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField label="To" value={receiver.name} fullWidth slotProps={{ input: { readOnly: true } }} />
        <OnBehalfOfInput />
        <IntroductionInput />
        <IntroFileInput file={file} error={fileError} onChange={setFile} />
        {used !== null && (
          <DialogContentText variant="body2">
            Intros this month: {used} of {LIMITS.introsPerMonth}
            {latest.data?.createdAt
              ? `. Your last intro to ${receiver.name}: ${formatLongDate(latest.data.createdAt)}.`
              : ''}
          </DialogContentText>
        )}
      </Stack>
    </FormDialog>
  );
};

interface MakeIntroDialogProps {
  receiver: IntroReceiver;
  onClose: () => void;
}

/**
 * Make Intro: the form, or section 8's limit sentence when the caller already made LIMITS.introsPerMonth
 * intros this month. A count that fails to load leaves the form (the API still refuses past the limit).
 */
export const MakeIntroDialog = ({ receiver, onClose }: MakeIntroDialogProps) => {
  const count = useIntroCount();
  if (count.isPending)
    return (
      <Dialog open onClose={onClose} aria-labelledby={TITLE_ID} maxWidth="sm" fullWidth>
        <DialogTitle id={TITLE_ID}>Make Intro</DialogTitle>
        <DialogContent>
          <CircularProgress aria-label="Loading" />
        </DialogContent>
      </Dialog>
    );
  if (count.data && !canMakeIntro(count.data.count))
    return (
      <Dialog open onClose={onClose} aria-labelledby={TITLE_ID} maxWidth="sm" fullWidth>
        <DialogTitle id={TITLE_ID}>Make Intro</DialogTitle>
        <DialogContent>
          <Alert severity="warning">{MESSAGES.introLimitReached}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
    );
  return <IntroForm receiver={receiver} used={count.data?.count ?? null} onClose={onClose} />;
};

/** The Make Intro button with its dialog: `<MakeIntroButton receiver={{ id: companyId, name }} />`. */
export const MakeIntroButton = ({
  receiver,
  variant = 'outlined',
}: {
  receiver: IntroReceiver;
  variant?: 'text' | 'outlined' | 'contained';
}) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size="small" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Make Intro
      </Button>
      {open && <MakeIntroDialog receiver={receiver} onClose={() => setOpen(false)} />}
    </>
  );
};
