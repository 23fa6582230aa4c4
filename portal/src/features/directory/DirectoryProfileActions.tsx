import { Stack } from '@mui/material';
import { mayPresentCaseTo } from '@casebridge/domain';
import type { DirectoryProfile } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { MakeIntroButton } from '../network/index.ts';
import { PresentCaseButton } from '../referrals/index.ts';

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
  const mayPresent = mayPresentCaseTo(session?.companyType, profile);
  const mayIntroduce = session?.company?.id !== profile.id;
  if (!mayPresent && !mayIntroduce) return null;
  return (
    <Stack direction="row" spacing={1} component="aside" aria-label="Actions">
      {mayIntroduce && <MakeIntroButton receiver={{ id: profile.id, name: profile.name }} />}
      {mayPresent && <PresentCaseButton company={profile} />}
    </Stack>
  );
};
