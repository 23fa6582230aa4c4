import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ResponsiveTable } from '../../shared/responsive/ResponsiveTable.tsx';
import {
  Alert,
  Button,
  Chip,
  CircularProgress,
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  COMPANY_TYPE_LABELS,
  NETWORK_RELATION_LABELS,
  detailsPath,
  formatLongDate,
  mayPresentCaseTo,
} from '@casebridge/domain';
import type { DetailsKind, NetworkContact } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { useDebouncedValue } from '../../shared/useDebouncedValue.ts';
import { PresentCaseButton } from '../referrals/index.ts';
import { useMyNetwork } from './api.ts';
import { MakeIntroButton } from './MakeIntroDialog.tsx';

const KIND: Record<string, DetailsKind> = {
  ATTORNEY: 'attorney',
  HEALTH_PROVIDER: 'health-provider',
  FACILITY: 'facility',
};

/**
 * The signed-in directory profile of a contact, when it has an address to show: the profile pages' {userId}
 * segment is the company id (GET /directory/profiles/{id}).
 */
function profilePath(contact: NetworkContact): string | null {
  const kind = KIND[contact.type];
  return kind && contact.addressId ? detailsPath(kind, contact.id, contact.addressId, true) : null;
}

const ContactRow = ({ contact }: { contact: NetworkContact }) => {
  const profile = profilePath(contact);
  const session = useSession();
  return (
    <TableRow>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {contact.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {COMPANY_TYPE_LABELS[contact.type]}
        </Typography>
      </TableCell>
      <TableCell>{[contact.city, contact.state].filter(Boolean).join(', ') || '—'}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {contact.relations.map((r) => (
            <Chip key={r} size="small" label={NETWORK_RELATION_LABELS[r]} />
          ))}
        </Stack>
      </TableCell>
      <TableCell>{contact.lastAt ? formatLongDate(contact.lastAt) : '—'}</TableCell>
      <TableCell align="right">
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {profile && (
            <Button
              component={RouterLink}
              to={profile}
              size="small"
              aria-label={`Open the profile of ${contact.name}`}
            >
              Open profile
            </Button>
          )}
          <MakeIntroButton receiver={{ id: contact.id, name: contact.name }} />
          {mayPresentCaseTo(session?.companyType, contact) && (
            <PresentCaseButton company={contact} variant="outlined" size="small" />
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
};

/**
 * The companies the user's company worked with, searchable, with Open profile, Make Intro and, for a law
 * firm's users on a provider or facility, Present case.
 */
export const NetworkContacts = () => {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const network = useMyNetwork(q);
  return (
    <Stack spacing={2}>
      <TextField
        label="Search your network"
        placeholder="Name, keyword, city or state"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ maxWidth: 420 }}
      />
      {network.isPending ? (
        <CircularProgress aria-label="Loading your network" />
      ) : network.isError ? (
        <LoadFailure error={network.error} onRetry={() => void network.refetch()} />
      ) : network.data.length === 0 ? (
        <Alert severity="info">
          {q
            ? 'No company of your network matches this search.'
            : 'Your network is empty for now: the companies you work with on cases, case invites and intros appear here.'}
        </Alert>
      ) : (
        <ResponsiveTable
          size="small"
          aria-label="Your network"
          labels={['Company', 'Location', 'How you know them', 'Last activity', '']}
        >
          <TableHead>
            <TableRow>
              <TableCell>Company</TableCell>
              <TableCell>Location</TableCell>
              <TableCell>How you know them</TableCell>
              <TableCell>Last activity</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {network.data.map((contact) => (
              <ContactRow key={contact.id} contact={contact} />
            ))}
          </TableBody>
        </ResponsiveTable>
      )}
    </Stack>
  );
};
