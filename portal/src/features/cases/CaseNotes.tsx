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
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import {
  CASE_ABILITIES,
  MESSAGES,
  NOTE_AUDIENCE_HINTS,
  NOTE_AUDIENCE_LABELS,
  writableNoteAudiences,
} from '@casebridge/domain';
import type { LegalCaseView, NoteAudience, NoteView } from '@casebridge/domain';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useCaseNotes, useNoteActions } from './api.ts';
import { day } from './CaseTable.tsx';

/**
 * A case's notes the caller may read (the API scopes them), newest first, each with its audience (issue 39):
 * the firm and the collaborators write for their company only, the case's collaborators, or the claimant too;
 * the author edits or deletes their own (after a confirmation).
 */
export const CaseNotes = ({ legalCase }: { legalCase: LegalCaseView }) => {
  const notify = useNotify();
  const notes = useCaseNotes(legalCase.id);
  const actions = useNoteActions(legalCase.id);
  const [text, setText] = useState('');
  const [audience, setAudience] = useState<NoteAudience>('COMPANY');
  const [editing, setEditing] = useState<NoteView | null>(null);
  const [deleting, setDeleting] = useState<NoteView | null>(null);
  const audiences = writableNoteAudiences(legalCase.access);
  const fail = (error: unknown) => notify(apiFailure(error).message, { type: 'error' });

  const add = () => {
    if (!text.trim()) return;
    actions.create.mutate({ text, audience }, { onSuccess: () => setText(''), onError: fail });
  };

  return (
    <Stack spacing={2}>
      {CASE_ABILITIES.writeNotes(legalCase.access) && (
        <Stack spacing={1} component="form" onSubmit={(e) => (e.preventDefault(), add())}>
          <TextField
            label="New note"
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={2}
          />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label="Who can read it"
              value={audience}
              onChange={(e) => setAudience(e.target.value as NoteAudience)}
              helperText={NOTE_AUDIENCE_HINTS[audience]}
              sx={{ minWidth: 260 }}
            >
              {audiences.map((value) => (
                <MenuItem key={value} value={value}>
                  {NOTE_AUDIENCE_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
            <LoadingButton
              type="submit"
              variant="contained"
              disabled={!text.trim()}
              loading={actions.create.isPending}
            >
              Add note
            </LoadingButton>
          </Stack>
        </Stack>
      )}
      {notes.isPending && <Typography role="status">Loading notes…</Typography>}
      {notes.isError && <Alert severity="error">{MESSAGES.genericError}</Alert>}
      {notes.data?.length === 0 && <Typography color="text.secondary">No notes yet.</Typography>}
      <List aria-label="Notes">
        {notes.data?.map((note) => (
          <ListItem
            key={note.id}
            divider
            secondaryAction={
              note.mine && (
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => setEditing(note)}>
                    Edit
                  </Button>
                  <Button size="small" color="error" onClick={() => setDeleting(note)}>
                    Delete
                  </Button>
                </Stack>
              )
            }
          >
            <ListItemText
              primary={note.text}
              secondary={`${note.authorName} · ${day(note.createdAt)} · ${NOTE_AUDIENCE_LABELS[note.audience]}`}
              sx={{ pr: note.mine ? 18 : 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            />
          </ListItem>
        ))}
      </List>
      {editing && (
        <Dialog
          open
          onClose={() => setEditing(null)}
          aria-labelledby="edit-note-title"
          maxWidth="sm"
          fullWidth
        >
          <DialogTitle id="edit-note-title">Edit note</DialogTitle>
          <DialogContent>
            <TextField
              label="Note"
              fullWidth
              multiline
              minRows={3}
              sx={{ mt: 1 }}
              value={editing.text}
              onChange={(e) => setEditing({ ...editing, text: e.target.value })}
            />
            <TextField
              select
              fullWidth
              label="Who can read it"
              sx={{ mt: 2 }}
              value={editing.audience}
              onChange={(e) => setEditing({ ...editing, audience: e.target.value as NoteAudience })}
              helperText={NOTE_AUDIENCE_HINTS[editing.audience]}
            >
              {audiences.map((value) => (
                <MenuItem key={value} value={value}>
                  {NOTE_AUDIENCE_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setEditing(null)}>Cancel</Button>
            <LoadingButton
              variant="contained"
              loading={actions.update.isPending}
              disabled={!editing.text.trim()}
              onClick={() =>
                actions.update.mutate(
                  { id: editing.id, text: editing.text, audience: editing.audience },
                  { onSuccess: () => setEditing(null), onError: fail },
                )
              }
            >
              Save
            </LoadingButton>
          </DialogActions>
        </Dialog>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete this note?"
          confirmLabel="Delete"
          pending={actions.remove.isPending}
          onConfirm={() =>
            actions.remove.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError: fail })
          }
          onClose={() => setDeleting(null)}
        >
          The note is removed for everyone who can see this case.
        </ConfirmDialog>
      )}
    </Stack>
  );
};
