import type { ReactNode } from 'react';
import { Alert, Card, CardContent, CardHeader, Skeleton, Stack, Typography } from '@mui/material';
import { MESSAGES } from '@casebridge/domain';

export interface SectionState {
  isPending: boolean;
  error: unknown;
  /** True when the section loaded and has nothing to show. */
  isEmpty: boolean;
}

interface SectionCardProps extends Partial<SectionState> {
  title: string;
  /** Shown when the section loaded empty. */
  emptyText?: string;
  action?: ReactNode;
  children?: ReactNode;
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.genericError;
}

/** A titled card of the registry record with its own loading, error and empty states. */
export const SectionCard = ({
  title,
  isPending,
  error,
  isEmpty,
  emptyText,
  action,
  children,
}: SectionCardProps) => {
  let body: ReactNode = children;
  if (isPending) {
    body = (
      <Stack spacing={1} aria-busy="true" aria-label={`Loading ${title.toLowerCase()}`}>
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="60%" />
      </Stack>
    );
  } else if (error) {
    body = <Alert severity="error">{errorText(error)}</Alert>;
  } else if (isEmpty) {
    body = (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Card component="section" aria-label={title} variant="outlined">
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} action={action} />
      <CardContent sx={{ pt: 0 }}>{body}</CardContent>
    </Card>
  );
};
