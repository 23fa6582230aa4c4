import { useState } from 'react';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, useRefresh } from 'react-admin';
import { COMPANY_ACTION_PERMISSIONS, can, type RegistryEntry } from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';
import { useActor } from '../../layout/useActor.ts';
import { BulkDialog } from './BulkDialog.tsx';
import { runBulk, type BulkResult } from './runBulk.ts';

export type BulkAction = 'validate' | 'infoRequest';

/** Bulk validate and bulk request-information on the selected companies, for roles that may run them. */
export const BulkRegistryActions = () => {
  const { actor } = useActor();
  const { data = [], selectedIds, onUnselectItems } = useListContext<RegistryEntry>();
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<BulkAction | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [results, setResults] = useState<BulkResult[] | null>(null);
  if (!actor) return null;
  const allowed = (['validate', 'infoRequest'] as const).filter((a) =>
    can(actor, COMPANY_ACTION_PERMISSIONS[a]),
  );
  if (allowed.length === 0) return null;
  const selected = data.filter((entry) => selectedIds.includes(entry.id));

  const start = async (message?: string) => {
    if (!action) return;
    setProgress(0);
    const request = action === 'validate' ? { action } : { action, payload: { message: message ?? '' } };
    const outcome = await runBulk(
      selected,
      request,
      (id, req) => dataProvider.runCompanyAction(id, req),
      setProgress,
    );
    setProgress(null);
    setResults(outcome);
    await queryClient.invalidateQueries({ queryKey: ['registries'] });
    refresh();
  };
  const close = () => {
    if (results) onUnselectItems();
    setAction(null);
    setResults(null);
  };

  return (
    <>
      {allowed.map((a) => (
        <Button key={a} size="small" onClick={() => setAction(a)}>
          {a === 'validate' ? 'Validate' : 'Request information'}
        </Button>
      ))}
      {action && (
        <BulkDialog
          action={action}
          count={selected.length}
          progress={progress}
          results={results}
          onConfirm={(message) => void start(message)}
          onClose={close}
        />
      )}
    </>
  );
};
