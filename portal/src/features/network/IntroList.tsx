import {
  Alert,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useNotify } from 'react-admin';
import { MESSAGES, formatLongDate } from '@casebridge/domain';
import type { IntroView } from '@casebridge/domain';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { saveBlob } from '../../shared/saveBlob.ts';
import { useDownloadIntroFile, useIntros } from './api.ts';

const heading = (intro: IntroView): string => {
  const who = intro.onBehalfOfName ? `${intro.onBehalfOfName} (by ${intro.senderName})` : intro.senderName;
  return intro.direction === 'SENT'
    ? `${who} to ${intro.receiverName}`
    : `${who} of ${intro.senderCompanyName} to your company`;
};

const FileButton = ({ intro }: { intro: IntroView }) => {
  const notify = useNotify();
  const download = useDownloadIntroFile();
  if (!intro.file) return null;
  const fetchFile = () =>
    download.mutate(intro.id, {
      onSuccess: ({ blob, filename }) => saveBlob(blob, filename),
      onError: () => notify(MESSAGES.genericError, { type: 'error' }),
    });
  return (
    <Button size="small" startIcon={<AttachFileIcon />} onClick={fetchFile} disabled={download.isPending}>
      {intro.file.name}
    </Button>
  );
};

/** The intros the company sent and received, newest first, with their files. */
export const IntroList = ({ highlight }: { highlight: string | null }) => {
  const intros = useIntros();
  if (intros.isPending) return <CircularProgress aria-label="Loading intros" />;
  if (intros.isError) return <LoadFailure error={intros.error} onRetry={() => void intros.refetch()} />;
  if (intros.data.length === 0)
    return <Alert severity="info">No intros yet: use Make Intro on a company of your network.</Alert>;
  return (
    <List aria-label="Intros">
      {intros.data.map((intro) => (
        <ListItem
          key={intro.id}
          divider
          sx={intro.id === highlight ? { bgcolor: 'action.selected' } : undefined}
          aria-current={intro.id === highlight ? 'true' : undefined}
        >
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {intro.direction === 'SENT' ? 'Sent' : 'Received'}: {heading(intro)}
                </Typography>
                <Typography component="span" variant="caption" color="text.secondary">
                  {formatLongDate(intro.createdAt)}
                </Typography>
              </Stack>
            }
            secondary={
              <>
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ display: 'block', whiteSpace: 'pre-wrap' }}
                >
                  {intro.introduction}
                </Typography>
                <FileButton intro={intro} />
              </>
            }
            slotProps={{ secondary: { component: 'div' } }}
          />
        </ListItem>
      ))}
    </List>
  );
};
