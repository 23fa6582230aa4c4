import { useId } from 'react';
import { Stack, Typography } from '@mui/material';
import { SHARE_LINK_MESSAGES } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';

export interface ShareLinkButtonProps {
  /** The file's `mayCreateShareLink`: the server's answer for the caller (issue 39). */
  allowed: boolean;
  pending: boolean;
  onClick: () => void;
}

/**
 * "Create share link" on a file of the firm's case: disabled, with why beside it (and tied to it for screen
 * readers), when the firm's setting keeps links to its owners, admins and the case's responsible attorney.
 */
export const ShareLinkButton = ({ allowed, pending, onClick }: ShareLinkButtonProps) => {
  const whyId = useId();
  return (
    <Stack spacing={0.5} sx={{ maxWidth: 320 }}>
      <LoadingButton
        variant="outlined"
        onClick={onClick}
        loading={pending}
        disabled={!allowed}
        aria-describedby={allowed ? undefined : whyId}
      >
        Create share link
      </LoadingButton>
      {!allowed && (
        <Typography id={whyId} variant="caption" color="text.secondary">
          {SHARE_LINK_MESSAGES.whyDisabled}
        </Typography>
      )}
    </Stack>
  );
};
