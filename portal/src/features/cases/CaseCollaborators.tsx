import { useState } from 'react';
import { Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { COLLABORATOR_NEVER_SEES, COLLABORATOR_SEES } from '@casebridge/domain';
import type { CaseCollaborator, LegalCaseView } from '@casebridge/domain';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { AddCollaboratorDialog } from './AddCollaboratorDialog.tsx';
import { useCaseCollaborators, useRemoveCollaborator } from './api.ts';
import { companyTypeLabel, place, usd } from './caseFormat.ts';
import { LoadFailure } from '../../shared/LoadFailure.tsx';

function describe(c: CaseCollaborator): string {
  const billed = c.billedAmount === null ? null : `Billed ${usd(c.billedAmount)}`;
  return [companyTypeLabel(c.type), place(c.city, c.state), billed].filter(Boolean).join(' · ');
}

const SeesList = ({ title, items }: { title: string; items: readonly string[] }) => (
  <Box sx={{ flex: 1 }}>
    <Typography variant="subtitle2" component="h3">
      {title}
    </Typography>
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {items.map((item) => (
        <Typography component="li" variant="body2" key={item}>
          {item}
        </Typography>
      ))}
    </Box>
  </Box>
);

/**
 * The case's Collaborators tab: the companies working on it and what each may see; the firm adds a validated
 * provider or facility (a search) and removes one after a confirmation.
 */
export const CaseCollaborators = ({ legalCase }: { legalCase: LegalCaseView }) => {
  const notify = useNotify();
  const list = useCaseCollaborators(legalCase.id);
  const remove = useRemoveCollaborator(legalCase.id);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CaseCollaborator | null>(null);
  const firm = legalCase.access === 'FIRM';
  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.companyId, {
      onSuccess: () => {
        notify(`${removing.name} no longer works on this case`, { type: 'success' });
        setRemoving(null);
      },
      onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
    });

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h6" component="h2">
          Companies working on this case
        </Typography>
        {firm && (
          <Button variant="outlined" onClick={() => setAdding(true)} sx={{ flexShrink: 0 }}>
            Add collaborator
          </Button>
        )}
      </Stack>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ bgcolor: 'action.hover', p: 2, borderRadius: 1 }}
      >
        <SeesList title="Each collaborator sees" items={COLLABORATOR_SEES} />
        <SeesList title="It never sees" items={COLLABORATOR_NEVER_SEES} />
      </Stack>
      {list.isPending && <Typography role="status">Loading the collaborators…</Typography>}
      {list.isError && <LoadFailure error={list.error} onRetry={list.refetch} />}
      {list.data?.length === 0 && (
        <Typography color="text.secondary">No provider or facility works on this case yet.</Typography>
      )}
      {!!list.data?.length && (
        <List aria-label="Collaborators">
          {list.data.map((c) => (
            <ListItem
              key={c.companyId}
              divider
              secondaryAction={
                firm && (
                  <Button
                    size="small"
                    color="error"
                    aria-label={`Remove ${c.name}`}
                    onClick={() => setRemoving(c)}
                  >
                    Remove
                  </Button>
                )
              }
            >
              <ListItemText primary={c.name} secondary={describe(c)} sx={{ pr: firm ? 12 : 0 }} />
            </ListItem>
          ))}
        </List>
      )}
      {adding && <AddCollaboratorDialog legalCase={legalCase} onClose={() => setAdding(false)} />}
      {!!removing && (
        <ConfirmDialog
          title={`Remove ${removing.name}?`}
          confirmLabel="Remove"
          pending={remove.isPending}
          onConfirm={confirmRemove}
          onClose={() => setRemoving(null)}
        >
          It stops seeing case {legalCase.folio}, its shared notes and its bills here. You can add it again
          later.
        </ConfirmDialog>
      )}
    </Stack>
  );
};
