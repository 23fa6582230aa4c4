import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { apiFailure } from './serverErrors.ts';

export interface LoadFailureProps {
  /** The failed query's error: its server message is shown unless `children` says something else. */
  error: unknown;
  /** Runs the query again; omitted, no Try again is offered (e.g. a 404 that retrying cannot fix). */
  onRetry?: () => unknown;
  children?: ReactNode;
  /** The retry button's text ('Try again' unless a screen speaks another language). */
  retryLabel?: string;
}

/** What a screen or a section shows when its data could not be loaded: the reason, and Try again. */
export const LoadFailure = ({ error, onRetry, children, retryLabel = 'Try again' }: LoadFailureProps) => (
  <Alert
    severity="error"
    action={
      onRetry ? (
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          {retryLabel}
        </Button>
      ) : undefined
    }
  >
    {children ?? apiFailure(error).message}
  </Alert>
);
