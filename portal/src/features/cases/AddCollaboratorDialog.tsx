import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { CASE_FLOW_MESSAGES, COLLABORATOR_SEARCH } from '@casebridge/domain';
import type { CollaboratorCandidate, LegalCaseView } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useDebouncedValue } from '../../shared/useDebouncedValue.ts';
import { useAddCollaborator, useCollaboratorCandidates } from './api.ts';
import { companyTypeLabel, place } from './caseFormat.ts';

/** The firm searches validated providers and facilities by name and adds one to the case. */
export const AddCollaboratorDialog = ({
  legalCase,
  onClose,
}: {
  legalCase: LegalCaseView;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), 300);
  const candidates = useCollaboratorCandidates(legalCase.id, term);
  const add = useAddCollaborator(legalCase.id);
  const [pending, setPending] = useState<string | null>(null);
  const short = term.length < COLLABORATOR_SEARCH.minLength;
  const pick = (c: CollaboratorCandidate) => {
    setPending(c.companyId);
    add.mutate(c.companyId, {
      onSuccess: () => {
        notify(`${c.name} added to case ${legalCase.folio}`, { type: 'success' });
        onClose();
      },
      onError: (error) => {
        setPending(null);
        notify(apiFailure(error).message, { type: 'error' });
      },
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="add-collaborator-title" maxWidth="sm" fullWidth>
      <DialogTitle id="add-collaborator-title">Add a collaborator</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Search providers and facilities"
            value={text}
            onChange={(event) => setText(event.target.value)}
            helperText={short ? CASE_FLOW_MESSAGES.searchTooShort : 'Validated companies only'}
            autoFocus
          />
          {!short && candidates.isPending && <Typography role="status">Searching…</Typography>}
          {!short && candidates.isError && (
            <Alert severity="error">{apiFailure(candidates.error).message}</Alert>
          )}
          {!short && candidates.data?.length === 0 && (
            <Typography color="text.secondary">
              No validated provider or facility matches “{term}”.
            </Typography>
          )}
          {!short && !!candidates.data?.length && (
            <List aria-label="Matching companies" dense>
              {candidates.data.map((c) => (
                <ListItem
                  key={c.companyId}
                  divider
                  secondaryAction={
                    <LoadingButton
                      size="small"
                      variant="outlined"
                      aria-label={`Add ${c.name}`}
                      loading={pending === c.companyId}
                      disabled={pending !== null && pending !== c.companyId}
                      onClick={() => pick(c)}
                    >
                      Add
                    </LoadingButton>
                  }
                >
                  <ListItemText
                    primary={c.name}
                    secondary={[companyTypeLabel(c.type), place(c.city, c.state)].filter(Boolean).join(' · ')}
                    sx={{ pr: 10 }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
};
