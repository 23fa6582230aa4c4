import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useNotify } from 'react-admin';
import {
  CASE_FILE_CATEGORIES,
  CASE_FILE_CATEGORY_LABELS,
  CASE_FILE_SHARING,
  CASE_FILE_SHARING_LABELS,
  caseFileUpdateSchema,
} from '@casebridge/domain';
import type { CaseAccess, CaseFileView } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useCaseFileActions } from './api.ts';

type Field = 'name' | 'category' | 'sharedWith';

/** Rename a file and set its category (the firm or its uploader); the firm also sets who it is shared with. */
export const FileEditDialog = ({
  file,
  access,
  onClose,
}: {
  file: CaseFileView;
  access: CaseAccess;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const { update } = useCaseFileActions(file.caseId, file.id);
  const [values, setValues] = useState({
    name: file.name,
    category: file.category,
    sharedWith: file.sharedWith,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const save = () => {
    const parsed = caseFileUpdateSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      return setErrors(found);
    }
    update.mutate(parsed.data, {
      onSuccess: () => (notify('File saved', { type: 'success' }), onClose()),
      onError: (error) => {
        const failure = apiFailure(error);
        setErrors(failure.fields);
        if (!Object.keys(failure.fields).length) notify(failure.message, { type: 'error' });
      },
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="file-edit-title" fullWidth maxWidth="sm">
      <DialogTitle id="file-edit-title">Rename file</DialogTitle>
      <DialogContent>
        <Stack spacing={2} component="form" sx={{ pt: 1 }} onSubmit={(e) => (e.preventDefault(), save())}>
          <TextField
            label="Name"
            value={values.name}
            onChange={set('name')}
            error={!!errors.name}
            helperText={errors.name ?? 'The file keeps its extension.'}
            required
            autoFocus
          />
          <TextField select label="Category" value={values.category} onChange={set('category')}>
            {CASE_FILE_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {CASE_FILE_CATEGORY_LABELS[c]}
              </MenuItem>
            ))}
          </TextField>
          {access === 'FIRM' && (
            <TextField select label="Shared with" value={values.sharedWith} onChange={set('sharedWith')}>
              {CASE_FILE_SHARING.map((s) => (
                <MenuItem key={s} value={s}>
                  {CASE_FILE_SHARING_LABELS[s]}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <LoadingButton variant="contained" onClick={save} loading={update.isPending}>
          Save
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
};
