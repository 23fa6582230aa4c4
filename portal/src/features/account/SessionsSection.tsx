import { useState } from 'react';
import { Box, Button, Chip, CircularProgress, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { MESSAGES, format, formatMoment } from '@casebridge/domain';
import type { MySession } from '@casebridge/domain';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useEndSessions, useMySessions } from './api.ts';
import { usePortalText } from '../../shared/i18n/usePortalText.ts';

/** This device's session first, then the others as the API orders them (the most recently used first). */
const currentFirst = (sessions: readonly MySession[]) =>
  [...sessions].sort((a, b) => Number(b.current) - Number(a.current));

/**
 * My Account's "Active sessions" (issue 39): where the user is signed in (device, last use in the browser's
 * time zone), "This device" for this one, Sign out for each other one, and "Sign out everywhere else" after a
 * confirmation. The API ends the sessions; their tokens are refused at once.
 */
export const SessionsSection = () => {
  const { t } = usePortalText();
  const sessions = useMySessions();
  const end = useEndSessions();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [ending, setEnding] = useState<string | null>(null);
  const others = sessions.data?.filter((s) => !s.current) ?? [];

  const endOne = (id: string) => {
    setEnding(id);
    end.mutate(id, {
      onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
      onSettled: () => setEnding(null),
    });
  };
  const endOthers = () =>
    end.mutate(null, {
      onSuccess: ({ ended }) =>
        notify(format(MESSAGES.otherSessionsEnded, { n: ended }), { type: 'success' }),
      onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
      onSettled: () => setConfirming(false),
    });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="sessions-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, gap: 1, mb: 1 }}
      >
        <Typography id="sessions-title" variant="h6" component="h2">
          {t('account.sessions')}
        </Typography>
        {others.length > 0 && (
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            {MESSAGES.signOutEverywhereElse}
          </Button>
        )}
      </Stack>
      {sessions.isPending && <CircularProgress size={24} aria-label={t('account.sessions.loading')} />}
      {sessions.isError && <LoadFailure error={sessions.error} onRetry={() => sessions.refetch()} />}
      {sessions.data && (
        <List aria-label={t('account.sessions')} disablePadding>
          {currentFirst(sessions.data).map((item) => (
            <SessionRow key={item.id} item={item} ending={ending === item.id} onEnd={() => endOne(item.id)} />
          ))}
        </List>
      )}
      {sessions.data && others.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('account.sessions.noOthers')}
        </Typography>
      )}
      {confirming && (
        <ConfirmDialog
          title={`${MESSAGES.signOutEverywhereElse}?`}
          confirmLabel={MESSAGES.signOutEverywhereElse}
          pending={end.isPending}
          onConfirm={endOthers}
          onClose={() => setConfirming(false)}
        >
          Every other device and browser signed in to your account will have to sign in again. This device
          stays signed in.
        </ConfirmDialog>
      )}
    </Paper>
  );
};

const SessionRow = ({ item, ending, onEnd }: { item: MySession; ending: boolean; onEnd: () => void }) => {
  const { t } = usePortalText();
  return (
    <ListItem divider disableGutters sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
      <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{item.device}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('account.sessions.lastUsed', { when: formatMoment(item.lastUsedAt) })}
          {item.ipAddress ? ` · ${item.ipAddress}` : ''}
        </Typography>
      </Box>
      {item.current ? (
        <Chip label={t('account.sessions.thisDevice')} color="primary" size="small" />
      ) : (
        <Button
          size="small"
          onClick={onEnd}
          disabled={ending}
          aria-label={`Sign out the session on ${item.device}, last used ${formatMoment(item.lastUsedAt)}`}
        >
          Sign out
        </Button>
      )}
    </ListItem>
  );
};
