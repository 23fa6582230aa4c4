import { useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { PROFILE_MESSAGES } from '@casebridge/domain';
import type { License } from '@casebridge/domain';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { ProfileAddressChoices } from './ProfileAddressChoices.tsx';
import { useProfileAddressChoices, useSetProfileAddresses } from './api.ts';

/**
 * Chooses which of the company's addresses a profile practises at: GET then PUT
 * /addresses/company/{id}/license/{licenseId} (the ones not chosen lose the profile).
 */
export const EditProfileAddressesDialog = ({
  companyId,
  license,
  profiles,
  onClose,
}: {
  companyId: string;
  license: License;
  profiles: readonly License[];
  onClose: () => void;
}) => {
  const notify = useNotify();
  const choices = useProfileAddressChoices(companyId, license.id);
  const save = useSetProfileAddresses(companyId);
  // null until the user changes the list: until then it is what the API says is selected.
  const [chosen, setChosen] = useState<string[] | null>(null);
  const value = chosen ?? (choices.data ?? []).filter((a) => a.selected).map((a) => a.id);
  const name = `${license.name} ${license.lastName}`;

  const submit = () =>
    save.mutate(
      { licenseId: license.id, addressIds: value },
      {
        onSuccess: () => {
          notify(PROFILE_MESSAGES.addressesSaved, { type: 'success' });
          onClose();
        },
      },
    );

  return (
    <Dialog open onClose={onClose} aria-labelledby="profile-addresses-title" maxWidth="sm" fullWidth>
      <DialogTitle id="profile-addresses-title">Addresses of {name}</DialogTitle>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        aria-labelledby="profile-addresses-title"
      >
        <DialogContent>
          {save.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {apiFailure(save.error).message}
            </Alert>
          )}
          {choices.isError && <LoadFailure error={choices.error} onRetry={() => choices.refetch()} />}
          {choices.isPending && <CircularProgress aria-label="Loading the addresses" />}
          {choices.data && (
            <ProfileAddressChoices
              addresses={choices.data}
              value={value}
              onChange={setChosen}
              profiles={profiles}
              licenseId={license.id}
              disabled={save.isPending}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <LoadingButton type="submit" variant="contained" loading={save.isPending} disabled={!choices.data}>
            Save addresses
          </LoadingButton>
        </DialogActions>
      </form>
    </Dialog>
  );
};
