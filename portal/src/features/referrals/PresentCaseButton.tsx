import { useState } from 'react';
import { Button } from '@mui/material';
import { PresentCaseToProfileDialog } from './PresentCaseToProfileDialog.tsx';
import type { PresentCaseTarget } from './PresentCaseToProfileDialog.tsx';

/**
 * "Present case" to a provider or facility (issues 12 and 13): opens the dialog in which an attorney picks one
 * of the firm's cases. Used by the directory profile and by My Network's rows; the caller shows it only when
 * the domain's mayPresentCaseTo allows.
 */
export const PresentCaseButton = ({
  company,
  variant = 'contained',
  size = 'medium',
}: {
  company: PresentCaseTarget;
  variant?: 'text' | 'outlined' | 'contained';
  size?: 'small' | 'medium';
}) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Present case
      </Button>
      {open && <PresentCaseToProfileDialog profile={company} onClose={() => setOpen(false)} />}
    </>
  );
};
