import type { DirectoryProfile } from '@casebridge/domain';

export interface DirectoryProfileActionsProps {
  profile: DirectoryProfile;
  /** The address the profile was opened on. */
  addressId: string;
}

/**
 * The signed-in profile's actions slot (issue 12). Make Intro (the network feature) and, for an attorney
 * viewing a provider or facility, Present case plug in here; until they do the slot renders nothing, so no
 * button is shown that does nothing.
 */
export const DirectoryProfileActions = (_props: DirectoryProfileActionsProps) => null;
