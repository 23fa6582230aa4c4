import { SettingsSection } from './SettingsSection.tsx';
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import {
  ALL_SPECIALTIES,
  LIMITS,
  activeProfileCount,
  profileActivation,
  profileAddition,
  profileChangeRefusal,
  profileDeactivation,
} from '@casebridge/domain';
import type { CompanyType, License, Subscription, SubscriptionCart } from '@casebridge/domain';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { AddProfileDialog } from './AddProfileDialog.tsx';
import { EditProfileAddressesDialog } from './EditProfileAddressesDialog.tsx';
import { ProfileAddresses } from './ProfileAddresses.tsx';
import { ProfileSwitchDialog } from './ProfileSwitchDialog.tsx';
import { useCompanyProfiles, usePriceAddressChanges, useProfileAddresses } from './api.ts';
import { ResponsiveTable } from '../../shared/responsive/ResponsiveTable.tsx';

/** The cells' labels when the rows are cards (phones). */
const PROFILE_LABELS = ['Name', 'Specialty', 'License #', 'Status', 'Addresses', 'Actions'];

const specialtyName = (id: string | null) => ALL_SPECIALTIES.find((s) => s.id === id)?.name ?? '—';

interface Switching {
  license: License;
  active: boolean;
  cart: SubscriptionCart | null;
}

/**
 * The company's licensed professional profiles (issue 15): each one's specialty, license, status and
 * addresses (chosen when it is added, changed with "Edit addresses"); activated or deactivated after a confirmation (the cart first for a paid extra profile), new
 * ones added. The rules (Premium only, 2 included, the owner's profile stays active) are the domain's
 * (rules/professionalProfiles.ts); the API applies the same ones.
 */
export const ProfilesSection = ({
  companyId,
  companyType,
  ownerId,
  subscription,
}: {
  companyId: string;
  companyType: CompanyType;
  /** The company owner's user id: their profile stays active. */
  ownerId: string | null;
  subscription: Subscription | null;
}) => {
  const notify = useNotify();
  const profiles = useCompanyProfiles(companyId);
  const price = usePriceAddressChanges(subscription?.id ?? null);
  const [adding, setAdding] = useState(false);
  const [switching, setSwitching] = useState<Switching | null>(null);
  const [editing, setEditing] = useState<License | null>(null);
  const list = profiles.data ?? [];
  const addresses = useProfileAddresses(
    companyId,
    list.map((l) => l.id),
  );
  const refusal = profileChangeRefusal(subscription);
  const billingType = subscription?.billingType ?? 'MONTHLY';
  const addition = profileAddition(list, subscription);

  const ask = (license: License, active: boolean) => {
    const decision = active ? profileActivation(license, list, subscription) : null;
    if (decision?.kind === 'refused') return notify(decision.reason, { type: 'error' });
    if (!decision?.paid) return setSwitching({ license, active, cart: null });
    price.mutate(
      { newAditionalProfiles: 1 },
      {
        onSuccess: (cart) => setSwitching({ license, active, cart }),
        onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
      },
    );
  };

  return (
    <SettingsSection
      id="profiles-title"
      title="Professional profiles"
      action={
        <Button variant="outlined" disabled={refusal !== null} onClick={() => setAdding(true)}>
          Add profile
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Active profiles: {activeProfileCount(list)} ({LIMITS.premiumProfilesIncluded} included with Premium;
        each extra one is billed with your subscription)
      </Typography>
      {refusal && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {refusal}
        </Alert>
      )}
      {profiles.isError && <LoadFailure error={profiles.error} onRetry={() => profiles.refetch()} />}
      {profiles.isPending && <CircularProgress aria-label="Loading the profiles" />}
      {profiles.data && list.length === 0 && (
        <Typography color="text.secondary">Your company has no professional profiles yet.</Typography>
      )}
      {list.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <ResponsiveTable size="small" aria-label="Professional profiles" labels={PROFILE_LABELS}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Specialty</TableCell>
                <TableCell>License #</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Addresses</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((license) => {
                const name = `${license.name} ${license.lastName}`;
                const credentials = license.credentials.label ? `, ${license.credentials.label}` : '';
                const locked = license.premium
                  ? profileDeactivation(license, ownerId).kind === 'refused'
                  : refusal !== null;
                return (
                  <TableRow key={license.id}>
                    <TableCell>
                      {name}
                      {credentials}
                    </TableCell>
                    <TableCell>{specialtyName(license.specialtyId)}</TableCell>
                    <TableCell>{license.licenseNumber}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={license.premium ? 'Active' : 'Inactive'}
                        color={license.premium ? 'success' : 'default'}
                      />
                    </TableCell>
                    <TableCell>
                      <ProfileAddresses licenseId={license.id} addresses={addresses} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Button
                        size="small"
                        onClick={() => setEditing(license)}
                        aria-label={`Edit the addresses of ${name}`}
                      >
                        Edit addresses
                      </Button>
                      {!locked && (
                        <Button
                          size="small"
                          color={license.premium ? 'error' : 'primary'}
                          disabled={price.isPending}
                          onClick={() => ask(license, !license.premium)}
                          aria-label={`${license.premium ? 'Deactivate' : 'Activate'} ${name}`}
                        >
                          {license.premium ? 'Deactivate' : 'Activate'}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </ResponsiveTable>
        </Box>
      )}
      {adding && (
        <AddProfileDialog
          companyId={companyId}
          companyType={companyType}
          subscriptionId={subscription?.id ?? null}
          billingType={billingType}
          paid={addition.kind === 'allowed' && addition.paid}
          profiles={list}
          onClose={() => setAdding(false)}
        />
      )}
      {editing && (
        <EditProfileAddressesDialog
          companyId={companyId}
          license={editing}
          profiles={list}
          onClose={() => setEditing(null)}
        />
      )}
      {switching && (
        <ProfileSwitchDialog
          companyId={companyId}
          {...switching}
          billingType={billingType}
          onClose={() => setSwitching(null)}
        />
      )}
    </SettingsSection>
  );
};
