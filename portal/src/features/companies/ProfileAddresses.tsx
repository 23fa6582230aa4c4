import { Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Address } from '@casebridge/domain';
import { addressLine } from './ProfileAddressChoices.tsx';

/** One profile's addresses, from the query of every profile's addresses (GET /addresses?licenseIds). */
export const ProfileAddresses = ({
  licenseId,
  addresses,
}: {
  licenseId: string;
  addresses: UseQueryResult<Address[]>;
}) => {
  if (addresses.isError)
    return (
      <Typography variant="body2" color="error">
        The addresses could not be loaded.
      </Typography>
    );
  if (!addresses.data) return <Typography variant="body2">Loading…</Typography>;
  const own = addresses.data.filter((a) => a.licenseId === licenseId);
  if (own.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No address
      </Typography>
    );
  return (
    <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2 }}>
      {own.map((a) => (
        <li key={a.id}>{addressLine(a)}</li>
      ))}
    </Typography>
  );
};
