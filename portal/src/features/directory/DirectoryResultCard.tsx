import { forwardRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { Avatar, Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { DIRECTORY_DETAILS_KIND, detailsPath, formatMiles } from '@casebridge/domain';
import type { DirectoryHit } from '@casebridge/domain';

export interface DirectoryResultCardProps {
  hit: DirectoryHit;
  selected: boolean;
  onSelect: (id: string) => void;
}

const TYPE_LABELS: Record<DirectoryHit['companyType'], string> = {
  ATTORNEY: 'Attorney',
  HEALTH_PROVIDER: 'Health provider',
  FACILITY: 'Facility',
};

/** One address of a directory member: name (to its profile), what it does, where, how far; selectable. */
export const DirectoryResultCard = forwardRef<HTMLDivElement, DirectoryResultCardProps>(
  ({ hit, selected, onSelect }, ref) => {
    const what = hit.facilityType ?? hit.specialties.join(', ');
    const place = [hit.address, hit.suite, `${hit.city}, ${hit.state} ${hit.zipCode}`]
      .filter(Boolean)
      .join(', ');
    return (
      <Card
        ref={ref}
        variant="outlined"
        data-testid="directory-result"
        aria-current={selected ? 'true' : undefined}
        sx={{ borderColor: selected ? 'error.main' : undefined, borderWidth: selected ? 2 : 1 }}
      >
        <CardContent>
          {/* On a phone the distance and the map button wrap below the name rather than squeeze it. */}
          <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <Avatar src={hit.picture ?? undefined} alt="" variant="rounded">
              {hit.name.slice(0, 1)}
            </Avatar>
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
                <Link
                  component={RouterLink}
                  // The spec's {userId}: the address's professional's (or the owner's) user; a company id still opens.
                  to={detailsPath(
                    DIRECTORY_DETAILS_KIND[hit.companyType],
                    hit.userId ?? hit.companyId,
                    hit.id,
                    true,
                  )}
                  variant="h6"
                  underline="hover"
                >
                  {hit.name}
                </Link>
                {hit.premium && <Chip size="small" color="warning" label="Premium" />}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {TYPE_LABELS[hit.companyType]}
                {hit.professionalName ? ` · ${hit.professionalName}` : ''}
                {what ? ` · ${what}` : ''}
              </Typography>
              <Typography variant="body2">{place}</Typography>
            </Box>
            <Stack
              sx={{
                gap: 1,
                flexDirection: { xs: 'row', sm: 'column' },
                alignItems: { xs: 'center', sm: 'flex-end' },
                justifyContent: 'space-between',
                width: { xs: '100%', sm: 'auto' },
              }}
            >
              {hit.distance !== null && (
                <Typography variant="subtitle2" data-testid="directory-distance">
                  {formatMiles(hit.distance)}
                </Typography>
              )}
              <Button size="small" onClick={() => onSelect(hit.id)} aria-pressed={selected}>
                Show on map
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    );
  },
);
DirectoryResultCard.displayName = 'DirectoryResultCard';
