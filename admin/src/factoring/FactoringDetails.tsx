import { useState } from 'react';
import { Avatar, Button, Card, CardContent, Link, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import {
  FACTORING_SERVICE_LABELS,
  FUNDING_TYPE_LABELS,
  MESSAGES,
  fieldErrors,
  factoringInfoSchema,
  type FactoringCompany,
} from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';
import { money } from '../funding-requests/fundingChoices.ts';
import { saveBlob } from '../reports/saveBlob.ts';

/** Downloads a document with the console's token (documents are not public) and saves it. */
const DocumentLink = ({ fileId, label }: { fileId: string; label: string }) => {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const notify = useNotify();
  const download = async () => {
    try {
      const file = await dataProvider.downloadFactoringFile(fileId);
      saveBlob(file.blob, file.filename);
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : MESSAGES.genericError, {
        type: 'error',
      });
    }
  };
  return (
    <Link component="button" type="button" display="block" onClick={() => void download()}>
      {label}
    </Link>
  );
};

/** Sends a request for information to the factoring company (e-mailed; visible in the Outbox). */
const RequestInfo = ({ record }: { record: FactoringCompany }) => {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const notify = useNotify();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const parsed = factoringInfoSchema.safeParse({ message });
    if (!parsed.success) return setError(fieldErrors(parsed.error).message);
    setBusy(true);
    try {
      await dataProvider.requestFactoringInfo(record.id, parsed.data.message);
      notify(`Request sent to ${record.email}`, { type: 'success' });
      setMessage('');
      setError(undefined);
    } catch (e) {
      notify((e as Error).message || MESSAGES.genericError, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1}>
      <TextField
        label="Request information"
        multiline
        minRows={2}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        error={!!error}
        helperText={error}
      />
      <Button variant="outlined" onClick={() => void send()} disabled={busy}>
        Send request
      </Button>
    </Stack>
  );
};

/** Logo, services, limits and documents of the factoring company in context; managers can request information. */
export const FactoringDetails = ({ canManage }: { canManage: boolean }) => {
  const record = useRecordContext<FactoringCompany>();
  if (!record) return null;
  return (
    <Card sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} alignItems="center">
            <Avatar
              src={record.picture ?? undefined}
              alt={`${record.name} logo`}
              variant="rounded"
              sx={{ width: 56, height: 56 }}
            />
            <Typography variant="h6" component="h2">
              {record.name}
            </Typography>
          </Stack>
          <Typography variant="body2">
            {record.services.map((s) => FACTORING_SERVICE_LABELS[s]).join(', ')}
          </Typography>
          <Typography variant="body2">
            {record.requestTypes.map((t) => FUNDING_TYPE_LABELS[t]).join(', ')}:{' '}
            {money.format(record.minRequestAmount)} to {money.format(record.maxRequestAmount)}
          </Typography>
          <Typography variant="body2">
            States served: {record.stateCodes.length === 51 ? 'all' : record.stateCodes.join(', ')}
          </Typography>
          <div>
            <Typography variant="subtitle2">Documents</Typography>
            {record.fileIds.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                No documents.
              </Typography>
            ) : (
              record.fileIds.map((fileId, index) => (
                <DocumentLink key={fileId} fileId={fileId} label={`Document ${index + 1}`} />
              ))
            )}
          </div>
          {canManage && <RequestInfo record={record} />}
        </Stack>
      </CardContent>
    </Card>
  );
};
