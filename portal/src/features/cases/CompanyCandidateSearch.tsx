import { useState } from 'react';
import { Alert, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CASE_FLOW_MESSAGES, COLLABORATOR_SEARCH } from '@casebridge/domain';
import type { CollaboratorCandidate } from '@casebridge/domain';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useDebouncedValue } from '../../shared/useDebouncedValue.ts';
import { useCollaboratorCandidates } from './api.ts';
import { companyTypeLabel, place } from './caseFormat.ts';

/**
 * Searches the validated providers and facilities a case may go to (past collaborators and the directory's
 * companies, GET /cases/{id}/collaborator-candidates) and renders each match with its own action.
 */
export const CompanyCandidateSearch = ({
  caseId,
  action,
  exclude = [],
  autoFocus,
}: {
  caseId: string;
  /** The button (or note) shown beside one match. */
  action: (candidate: CollaboratorCandidate) => ReactNode;
  /** Companies never offered (e.g. the one a presentation already went to). */
  exclude?: readonly string[];
  autoFocus?: boolean;
}) => {
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), 300);
  const candidates = useCollaboratorCandidates(caseId, term);
  const short = term.length < COLLABORATOR_SEARCH.minLength;
  const matches = (candidates.data ?? []).filter((c) => !exclude.includes(c.companyId));
  return (
    <Stack spacing={1}>
      <TextField
        label="Search providers and facilities"
        value={text}
        onChange={(event) => setText(event.target.value)}
        helperText={short ? CASE_FLOW_MESSAGES.searchTooShort : 'Validated companies only'}
        autoFocus={autoFocus}
      />
      {!short && candidates.isPending && <Typography role="status">Searching…</Typography>}
      {!short && candidates.isError && <Alert severity="error">{apiFailure(candidates.error).message}</Alert>}
      {!short && candidates.isSuccess && matches.length === 0 && (
        <Typography color="text.secondary">No validated provider or facility matches “{term}”.</Typography>
      )}
      {!short && matches.length > 0 && (
        <List aria-label="Matching companies" dense>
          {matches.map((c) => (
            <ListItem key={c.companyId} divider secondaryAction={action(c)}>
              <ListItemText
                primary={c.name}
                secondary={[companyTypeLabel(c.type), place(c.city, c.state)].filter(Boolean).join(' · ')}
                sx={{ pr: 12 }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
};
