import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { reloadPage } from './reloadPage.ts';

export const SCREEN_LOADING = 'Loading the page…';
export const SCREEN_LOAD_FAILED = 'This page could not be loaded. Check your connection and try again.';

/** What shows while a screen's code is on its way. */
export const ScreenLoading = () => (
  <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4, justifyContent: 'center' }}>
    <CircularProgress size={24} aria-hidden />
    <Typography>{SCREEN_LOADING}</Typography>
  </Box>
);

/** A failed screen load: the message and Retry, which loads the page again (a failed chunk stays failed). */
export const ScreenLoadFailed = () => (
  <Alert
    severity="error"
    action={
      <Button color="inherit" size="small" onClick={reloadPage}>
        Retry
      </Button>
    }
    sx={{ maxWidth: 720, mx: 'auto' }}
  >
    {SCREEN_LOAD_FAILED}
  </Alert>
);

class LoadErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ScreenLoadFailed /> : this.props.children;
  }
}

/**
 * Around lazily loaded screens (lazyScreen): a visible loading state while their code loads, and a
 * loading-error message with Retry when it cannot be loaded (offline, or a new release replaced the chunk).
 * Give it a `key` per location so the next navigation starts afresh.
 */
export const ScreenLoader = ({ children }: { children: ReactNode }) => (
  <LoadErrorBoundary>
    <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
  </LoadErrorBoundary>
);
