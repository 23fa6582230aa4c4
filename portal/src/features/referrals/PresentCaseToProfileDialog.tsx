import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { REFERRAL_TEXT_MAX, presentCaseBodySchema } from '@casebridge/domain';
import type { DirectoryProfile } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useDebouncedValue } from '../../shared/useDebouncedValue.ts';
import { useCaseOptions } from '../../shared/api.ts';
import { usePresentCase } from './api.ts';

/** The company a case is presented to: its id and name (a directory profile, a My Network contact). */
export type PresentCaseTarget = Pick<DirectoryProfile, 'id' | 'name'>;

interface CaseOption {
  id: string;
  label: string;
}
type Errors = Partial<Record<'caseId' | 'message' | 'treatmentNeeded', string>>;

/**
 * "Present case" from a provider's or facility's profile or My Network (issues 12 and 13): the attorney picks one of the
 * firm's cases and writes the treatment needed; the company gets a case invite (POST /referrals), as from the
 * case page. The domain's schema checks the form; the server checks the case (open, the firm's own).
 */
export const PresentCaseToProfileDialog = ({
  profile,
  onClose,
}: {
  profile: PresentCaseTarget;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const present = usePresentCase();
  const [picked, setPicked] = useState<CaseOption | null>(null);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(picked && input === picked.label ? '' : input, 300);
  const cases = useCaseOptions(search);
  const options: CaseOption[] = (cases.data ?? []).map((c) => ({
    id: c.id,
    label: `${c.folio} · ${c.claimantName}`,
  }));
  const [message, setMessage] = useState('');
  const [treatmentNeeded, setTreatmentNeeded] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    if (!picked) {
      setErrors({ caseId: 'Choose a case' });
      return;
    }
    const parsed = presentCaseBodySchema.safeParse({
      caseId: picked.id,
      recipients: [{ companyId: profile.id, professionalIds: [] }],
      message,
      treatmentNeeded,
    });
    const found: Errors = {};
    for (const issue of parsed.error?.issues ?? []) found[issue.path[0] as keyof Errors] ??= issue.message;
    setErrors(found);
    if (!parsed.success) return;
    setFailure(null);
    present.mutate(parsed.data, {
      onSuccess: () => {
        notify(`Case ${picked.label.split(' · ')[0]} presented to ${profile.name}`, { type: 'success' });
        onClose();
      },
      onError: (error) => {
        const f = apiFailure(error);
        setErrors(f.fields);
        setFailure(f.message);
      },
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="present-to-profile-title" maxWidth="sm" fullWidth>
      <DialogTitle id="present-to-profile-title">Present a case to {profile.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>
            {profile.name} gets a case invite: it sees the case type, injury summary, accident day and area,
            but not the claimant until it accepts. An invite expires after 7 days without an answer.
          </DialogContentText>
          {failure && <Alert severity="error">{failure}</Alert>}
          <Autocomplete
            options={picked && !options.some((o) => o.id === picked.id) ? [picked, ...options] : options}
            value={picked}
            onChange={(_, next) => {
              setPicked(next);
              setErrors({ ...errors, caseId: undefined });
            }}
            inputValue={input}
            onInputChange={(_, next) => setInput(next)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(all) => all}
            loading={cases.isFetching}
            noOptionsText={cases.isError ? 'The cases could not be loaded' : 'No case matches'}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Case"
                required
                autoFocus
                error={Boolean(errors.caseId)}
                helperText={errors.caseId ?? 'Search by folio or claimant'}
              />
            )}
          />
          <TextField
            label="Treatment needed"
            required
            multiline
            minRows={2}
            value={treatmentNeeded}
            onChange={(event) => setTreatmentNeeded(event.target.value)}
            inputProps={{ maxLength: REFERRAL_TEXT_MAX.treatmentNeeded }}
            error={Boolean(errors.treatmentNeeded)}
            helperText={errors.treatmentNeeded}
          />
          <TextField
            label="Message (optional)"
            multiline
            minRows={2}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            inputProps={{ maxLength: REFERRAL_TEXT_MAX.message }}
            error={Boolean(errors.message)}
            helperText={errors.message}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <LoadingButton variant="contained" loading={present.isPending} onClick={submit}>
          Present case
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
};
