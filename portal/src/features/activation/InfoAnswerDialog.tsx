import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useNotify } from 'react-admin';
import {
  INFO_ANSWER_ACCEPT,
  LIMITS,
  MESSAGES,
  infoAnswerFilesError,
  infoAnswerSchema,
  type Company,
  type InfoAnswerInput,
} from '@casebridge/domain';
import { TextInput } from '../../shared/formFields.tsx';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure, showServerErrors } from '../../shared/serverErrors.ts';
import { useAnswerInfoRequest } from './api.ts';

const TITLE_ID = 'info-answer-title';
const FILES_HINT_ID = 'info-answer-files-hint';

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

interface InfoAnswerDialogProps {
  company: Company;
  open: boolean;
  onClose: () => void;
}

/**
 * The owner's answer to a request for information (issue 17 item 16): a message and files (PDF, images, Word;
 * the domain's rules, checked again by the API). Sent, the company goes back to review and the panel says so.
 */
export const InfoAnswerDialog = ({ company, open, onClose }: InfoAnswerDialogProps) => {
  const notify = useNotify();
  const answer = useAnswerInfoRequest(company.id);
  const form = useForm<InfoAnswerInput>({
    resolver: zodResolver(infoAnswerSchema),
    defaultValues: { message: '' },
  });
  const picker = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [serverFilesError, setServerFilesError] = useState<string | null>(null);
  const filesError = infoAnswerFilesError(files) ?? serverFilesError;

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    setFiles((current) => [...current, ...picked]);
    setServerFilesError(null);
    event.target.value = '';
  };
  const remove = (index: number) => setFiles((current) => current.filter((_, i) => i !== index));

  const submit = form.handleSubmit(async ({ message }) => {
    if (infoAnswerFilesError(files)) return;
    try {
      await answer.mutateAsync({ message, files });
      notify(MESSAGES.infoAnswerSent, { type: 'success' });
      onClose();
    } catch (error) {
      const failure = apiFailure(error);
      if (failure.fields.files) setServerFilesError(failure.fields.files);
      showServerErrors(error, form.setError, ['message']);
    }
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={TITLE_ID} maxWidth="sm" fullWidth>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogTitle id={TITLE_ID}>Answer the request for information</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              {company.infoRequestMessage && (
                <DialogContentText>CaseBridge asked: “{company.infoRequestMessage}”</DialogContentText>
              )}
              <TextInput name="message" label="Your answer" required multiline />
              <div>
                <input
                  ref={picker}
                  type="file"
                  multiple
                  hidden
                  accept={INFO_ANSWER_ACCEPT}
                  aria-label="Files to attach"
                  onChange={add}
                />
                <Button
                  variant="outlined"
                  startIcon={<AttachFileIcon />}
                  onClick={() => picker.current?.click()}
                  aria-describedby={FILES_HINT_ID}
                >
                  Attach files
                </Button>
                <Typography id={FILES_HINT_ID} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  PDF, PNG, JPEG or Word; up to {LIMITS.infoAnswerMaxFiles} files of 10 MB each.
                </Typography>
                {files.length > 0 && (
                  <List dense aria-label="Attached files">
                    {files.map((file, index) => (
                      <ListItem
                        key={`${file.name}-${index}`}
                        secondaryAction={
                          <IconButton
                            edge="end"
                            aria-label={`Remove ${file.name}`}
                            onClick={() => remove(index)}
                          >
                            <CloseIcon fontSize="small" />
                          </IconButton>
                        }
                      >
                        <ListItemText primary={file.name} secondary={kilobytes(file.size)} />
                      </ListItem>
                    ))}
                  </List>
                )}
                {filesError && (
                  <Alert severity="error" sx={{ mt: 1 }}>
                    {filesError}
                  </Alert>
                )}
              </div>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <LoadingButton type="submit" variant="contained" loading={answer.isPending}>
              Send answer
            </LoadingButton>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
};
