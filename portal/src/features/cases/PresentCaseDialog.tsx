import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormHelperText,
  List,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { REFERRAL_MAX_RECIPIENTS, REFERRAL_TEXT_MAX, presentCaseBodySchema } from '@casebridge/domain';
import type { CollaboratorCandidate, LegalCaseView } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { usePresentCase } from '../referrals/index.ts';
import { CompanyCandidateSearch } from './CompanyCandidateSearch.tsx';
import { PresentRecipient } from './PresentRecipient.tsx';
import type { Recipient } from './PresentRecipient.tsx';

type Errors = Partial<Record<'recipients' | 'message' | 'treatmentNeeded', string>>;

/**
 * "Present case" (issue 13): the firm picks up to REFERRAL_MAX_RECIPIENTS validated providers or facilities
 * (optionally specific professionals of each), writes a message and the treatment needed; each company gets
 * its own case invite and a notification. The domain's schema checks the form; the server checks it again.
 */
export const PresentCaseDialog = ({
  legalCase,
  onClose,
  onPresented,
}: {
  legalCase: LegalCaseView;
  onClose: () => void;
  /** After the invites were sent (the dialog closes itself). */
  onPresented?: () => void;
}) => {
  const notify = useNotify();
  const present = usePresentCase();
  const [recipients, setRecipients] = useState<Recipient[]>([]);
  const [message, setMessage] = useState('');
  const [treatmentNeeded, setTreatmentNeeded] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const treatmentRef = useRef<HTMLInputElement>(null);
  const full = recipients.length >= REFERRAL_MAX_RECIPIENTS;
  const chosen = (c: CollaboratorCandidate) => recipients.some((r) => r.companyId === c.companyId);
  const add = (c: CollaboratorCandidate) => {
    setRecipients([...recipients, { companyId: c.companyId, name: c.name, professionalIds: [] }]);
    setErrors({ ...errors, recipients: undefined });
  };

  const submit = () => {
    const parsed = presentCaseBodySchema.safeParse({
      caseId: legalCase.id,
      recipients: recipients.map(({ companyId, professionalIds }) => ({ companyId, professionalIds })),
      message,
      treatmentNeeded,
    });
    const found: Errors = {};
    for (const issue of parsed.error?.issues ?? []) found[issue.path[0] as keyof Errors] ??= issue.message;
    setErrors(found);
    if (found.treatmentNeeded) treatmentRef.current?.focus();
    if (!parsed.success) return;
    setFailure(null);
    present.mutate(parsed.data, {
      onSuccess: (sent) => {
        notify(`Case ${legalCase.folio} presented to ${sent.map((r) => r.toCompanyName).join(', ')}`, {
          type: 'success',
        });
        onClose();
        onPresented?.();
      },
      onError: (error) => {
        const f = apiFailure(error);
        setErrors(f.fields);
        setFailure(f.message);
      },
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="present-case-title" maxWidth="md" fullWidth>
      <DialogTitle id="present-case-title">Present case {legalCase.folio}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>
            Each company gets a case invite: it sees the case type, injury summary, accident day and area, but
            not the claimant until it accepts. An invite expires after 7 days without an answer.
          </DialogContentText>
          {failure && <Alert severity="error">{failure}</Alert>}
          <CompanyCandidateSearch
            caseId={legalCase.id}
            autoFocus
            action={(c) =>
              chosen(c) ? (
                <Typography variant="body2">Chosen</Typography>
              ) : (
                <Button
                  size="small"
                  variant="outlined"
                  disabled={full}
                  onClick={() => add(c)}
                  aria-label={`Choose ${c.name}`}
                >
                  Choose
                </Button>
              )
            }
          />
          <Typography variant="subtitle1" component="h3" id="present-recipients-title">
            Present to ({recipients.length} of at most {REFERRAL_MAX_RECIPIENTS})
          </Typography>
          {recipients.length === 0 ? (
            <Typography color={errors.recipients ? 'error' : 'text.secondary'}>
              {errors.recipients ?? 'Search and choose one or more providers or facilities.'}
            </Typography>
          ) : (
            <List aria-labelledby="present-recipients-title" dense>
              {recipients.map((r, index) => (
                <PresentRecipient
                  key={r.companyId}
                  recipient={r}
                  onChange={(next) => setRecipients(recipients.map((x, i) => (i === index ? next : x)))}
                  onRemove={() => setRecipients(recipients.filter((x) => x.companyId !== r.companyId))}
                />
              ))}
            </List>
          )}
          {errors.recipients && recipients.length > 0 && (
            <FormHelperText error>{errors.recipients}</FormHelperText>
          )}
          <TextField
            label="Treatment needed"
            inputRef={treatmentRef}
            value={treatmentNeeded}
            onChange={(e) => setTreatmentNeeded(e.target.value)}
            error={!!errors.treatmentNeeded}
            helperText={errors.treatmentNeeded ?? `Up to ${REFERRAL_TEXT_MAX.treatmentNeeded} characters`}
            required
            multiline
            minRows={2}
          />
          <TextField
            label="Message"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            error={!!errors.message}
            helperText={errors.message ?? 'Optional'}
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <LoadingButton variant="contained" onClick={submit} loading={present.isPending}>
          Present case
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
};
