import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Avatar,
  Box,
  Card,
  CardContent,
  Chip,
  Grid,
  Link,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import {
  DIRECTORY_DETAILS_KIND,
  detailsPath,
  formatPhone,
  parseKeywords,
  safeHref,
} from '@casebridge/domain';
import type { DirectoryProfile } from '@casebridge/domain';
import { TrustSignals } from './TrustSignals.tsx';

// Leaflet loads with a profile only.
const PlaceMap = lazy(() =>
  import('../../shared/address/PlaceMap.tsx').then((module) => ({ default: module.PlaceMap })),
);

const TYPE_LABELS: Record<DirectoryProfile['type'], string> = {
  ATTORNEY: 'Attorney',
  HEALTH_PROVIDER: 'Health provider',
  FACILITY: 'Facility',
};

const line = (a: DirectoryProfile['addresses'][number]) =>
  [a.address, a.suite, `${a.city}, ${a.state} ${a.zipCode}`].filter(Boolean).join(', ');

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="overline" color="text.secondary" component="h3">
      {label}
    </Typography>
    <Typography component="div">{children}</Typography>
  </Box>
);

export interface DirectoryProfileViewProps {
  profile: DirectoryProfile;
  addressId: string | null;
  /** Links to the other addresses stay on the signed-in (or the public) variant. */
  signedIn: boolean;
  /** The call to action (public) or the actions (signed in). */
  actions: ReactNode;
}

/**
 * A directory member's profile (issue 12): name, picture, specialty or facility type, the selected address on
 * a map, the other addresses, mission, website, phone ((XXX) XXX-XXXX), keywords, professionals and the trust
 * signals.
 */
export const DirectoryProfileView = ({
  profile,
  addressId,
  signedIn,
  actions,
}: DirectoryProfileViewProps) => {
  // A professional's page (its {userId} is theirs) opens on their address unless the URL names another.
  const professional = profile.professional;
  const selected =
    profile.addresses.find((a) => a.id === addressId) ??
    profile.addresses.find((a) => professional && a.professionalName === professional.name) ??
    profile.addresses[0] ??
    null;
  const subjectId = professional?.userId ?? profile.ownerId ?? profile.id;
  const others = profile.addresses.filter((a) => a !== selected);
  const what = profile.facilityType ?? profile.specialties.join(', ');
  const keywords = parseKeywords(profile.keywords);
  const websiteHref = safeHref(profile.website);
  return (
    <Stack spacing={3}>
      {/* The actions wrap under the name on a phone. */}
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar src={profile.picture ?? undefined} alt="" variant="rounded" sx={{ width: 72, height: 72 }}>
          {profile.name.slice(0, 1)}
        </Avatar>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            {professional?.name ?? profile.name}
          </Typography>
          {professional && <Typography>{profile.name}</Typography>}
          <Typography color="text.secondary">
            {TYPE_LABELS[profile.type]}
            {what ? ` · ${what}` : ''}
          </Typography>
        </Box>
        {actions}
      </Stack>
      <TrustSignals signals={profile.trustSignals} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            {selected && (
              <Field label="Address">
                {line(selected)}
                {selected.premium && <Chip size="small" color="warning" label="Premium" sx={{ ml: 1 }} />}
                {selected.professionalName && (
                  <Typography variant="body2" color="text.secondary">
                    {selected.professionalName}
                  </Typography>
                )}
              </Field>
            )}
            {profile.mission && <Field label="Mission">{profile.mission}</Field>}
            {profile.website && (
              <Field label="Website">
                {/* A link only to an http(s) address (domain safeHref); anything else is shown as text. */}
                {websiteHref ? (
                  <Link href={websiteHref} target="_blank" rel="noopener noreferrer">
                    {profile.website}
                  </Link>
                ) : (
                  profile.website
                )}
              </Field>
            )}
            {profile.phoneNumber && (
              <Field label="Phone">
                <Link href={`tel:${profile.phoneNumber}`}>{formatPhone(profile.phoneNumber)}</Link>
              </Field>
            )}
            {keywords.length > 0 && (
              <Field label="Keywords">
                <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
                  {keywords.map((keyword) => (
                    <Chip key={keyword} label={keyword} size="small" />
                  ))}
                </Stack>
              </Field>
            )}
            {profile.professionals.length > 0 && (
              <Field label="Professionals">
                <List dense disablePadding>
                  {profile.professionals.map((p) => (
                    <ListItem key={p.id} disableGutters>
                      <ListItemText primary={p.name} secondary={p.specialty} />
                    </ListItem>
                  ))}
                </List>
              </Field>
            )}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Box role="region" aria-label="Map of the address">
            <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
              <PlaceMap
                place={
                  selected
                    ? { latitude: selected.latitude, longitude: selected.longitude, label: line(selected) }
                    : null
                }
              />
            </Suspense>
          </Box>
        </Grid>
      </Grid>
      {others.length > 0 && (
        <Card variant="outlined" component="section" aria-label="Other addresses">
          <CardContent>
            <Typography variant="h6" component="h2">
              Other addresses
            </Typography>
            <List dense>
              {others.map((a) => (
                <ListItem key={a.id} disableGutters>
                  <Link
                    component={RouterLink}
                    to={detailsPath(DIRECTORY_DETAILS_KIND[profile.type], subjectId, a.id, signedIn)}
                    replace
                  >
                    {line(a)}
                  </Link>
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
};
