import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import type { DirectoryProfile } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { PresentCaseToProfileDialog } from './PresentCaseToProfileDialog.tsx';

export interface DirectoryProfileActionsProps {
  profile: DirectoryProfile;
  /** The address the profile was opened on. */
  addressId: string;
}

/**
 * The signed-in profile's actions (issue 12): an attorney viewing a provider or facility presents a case to
 * it. Make Intro (the network feature) goes here too, beside it.
 */
export const DirectoryProfileActions = ({ profile }: DirectoryProfileActionsProps) => {
  const session = useSession();
  const [presenting, setPresenting] = useState(false);
  const mayPresent = session?.companyType === 'ATTORNEY' && profile.type !== 'ATTORNEY';
  if (!mayPresent) return null;
  return (
    <Stack direction="row" spacing={1} component="aside" aria-label="Actions">
      <Button variant="contained" onClick={() => setPresenting(true)}>
        Present case
      </Button>
      {presenting && <PresentCaseToProfileDialog profile={profile} onClose={() => setPresenting(false)} />}
    </Stack>
  );
};
