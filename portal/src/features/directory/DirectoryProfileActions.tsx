import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import type { DirectoryProfile } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { MakeIntroButton } from '../network/index.ts';
import { PresentCaseToProfileDialog } from './PresentCaseToProfileDialog.tsx';

export interface DirectoryProfileActionsProps {
  profile: DirectoryProfile;
  /** The address the profile was opened on. */
  addressId: string;
}

/**
 * The signed-in profile's actions (issue 12): Make Intro (the network feature) to another company, and for an
 * attorney viewing a provider or facility, Present case.
 */
export const DirectoryProfileActions = ({ profile }: DirectoryProfileActionsProps) => {
  const session = useSession();
  const [presenting, setPresenting] = useState(false);
  const mayPresent = session?.companyType === 'ATTORNEY' && profile.type !== 'ATTORNEY';
  const mayIntroduce = session?.company?.id !== profile.id;
  if (!mayPresent && !mayIntroduce) return null;
  return (
    <Stack direction="row" spacing={1} component="aside" aria-label="Actions">
      {mayIntroduce && <MakeIntroButton receiver={{ id: profile.id, name: profile.name }} />}
      {mayPresent && (
        <Button variant="contained" onClick={() => setPresenting(true)}>
          Present case
        </Button>
      )}
      {presenting && <PresentCaseToProfileDialog profile={profile} onClose={() => setPresenting(false)} />}
    </Stack>
  );
};
