import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Grid,
  LinearProgress,
  Pagination,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { DIRECTORY, DIRECTORY_MESSAGES } from '@casebridge/domain';
import type { DirectoryKind } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useDirectorySearch } from './api.ts';
import { DirectoryResultCard } from './DirectoryResultCard.tsx';
import { DirectorySearchForm } from './DirectorySearchForm.tsx';
import { readSearchUrl, toApiQuery, writeSearchUrl } from './searchUrl.ts';
import type { DirectoryUrlState } from './searchUrl.ts';

// Leaflet loads with the directory only.
const DirectoryMap = lazy(() =>
  import('./DirectoryMap.tsx').then((module) => ({ default: module.DirectoryMap })),
);

interface SearchScreenProps {
  title: string;
  /** The route's searched kind; null on /directory (the user chooses, the URL keeps it). */
  preset: DirectoryKind | null;
}

/** The next wider radius the empty state offers, if any. */
const widerRadius = (radius: number) =>
  DIRECTORY.radiusChoicesMiles.find((miles) => miles > radius) ??
  (radius < DIRECTORY.maxRadiusMiles ? DIRECTORY.maxRadiusMiles : null);

/**
 * The directory search (issue 12): the query lives in the URL (shared, reloaded, navigated back to), the
 * results of the page beside a map with a marker per address; a marker selects its card and a card its marker.
 */
const DirectorySearchScreen = ({ title, preset }: SearchScreenProps) => {
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const companyType = useSession()?.companyType;
  const fallbackKind: DirectoryKind = companyType === 'ATTORNEY' ? 'health-providers' : 'attorneys';
  const state = readSearchUrl(params, preset, fallbackKind);
  // react-query hashes the key, so the same query object each render is not needed.
  const search = useDirectorySearch(state.kind, toApiQuery(state));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const cards = useRef(new Map<string, HTMLDivElement>());

  const change = (patch: Partial<DirectoryUrlState>) => {
    setSelectedId(null);
    setParams(writeSearchUrl({ ...state, page: 0, ...patch }, preset));
  };
  const select = (id: string) => setSelectedId((current) => (current === id ? null : id));

  // A marker's card scrolls into view (the list is longer than the map).
  useEffect(() => {
    if (selectedId) cards.current.get(selectedId)?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [selectedId]);

  const page = search.data;
  const pages = page ? Math.ceil(page.total / page.size) : 0;
  const wider = widerRadius(state.radius);
  const picked =
    state.latitude !== null && state.longitude !== null
      ? { latitude: state.latitude, longitude: state.longitude }
      : null;

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <DirectorySearchForm key={state.search} state={state} kindChoice={preset === null} onChange={change} />
      {search.isFetching && <LinearProgress aria-label="Searching" />}
      {search.isPending && <Typography role="status">Searching the directory…</Typography>}
      {search.isError && <LoadFailure error={search.error} onRetry={() => search.refetch()} />}
      {page && (
        <Typography role="status" data-testid="directory-summary">
          {page.total === 1 ? '1 result' : `${page.total} results`} within {page.radius} miles of{' '}
          {page.center?.label}
          {page.center?.isDefault ? ' (pick a location to search elsewhere)' : ''}
        </Typography>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2} component="section" aria-label="Results" aria-busy={search.isFetching}>
            {page && page.total === 0 && (
              <Alert
                severity="info"
                action={
                  wider ? (
                    <Button color="inherit" size="small" onClick={() => change({ radius: wider })}>
                      Search within {wider} miles
                    </Button>
                  ) : undefined
                }
              >
                {DIRECTORY_MESSAGES.emptyResults}
              </Alert>
            )}
            {page?.data.map((hit) => (
              <DirectoryResultCard
                key={hit.id}
                ref={(element) => {
                  if (element) cards.current.set(hit.id, element);
                  else cards.current.delete(hit.id);
                }}
                hit={hit}
                selected={hit.id === selectedId}
                onSelect={select}
              />
            ))}
            {pages > 1 && (
              <Pagination
                count={pages}
                page={state.page + 1}
                onChange={(_event, next) => {
                  setSelectedId(null);
                  setParams(writeSearchUrl({ ...state, page: next - 1 }, preset));
                }}
                aria-label="Result pages"
              />
            )}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Box
            role="region"
            aria-label="Map of the results"
            sx={{ position: { md: 'sticky' }, top: { md: 16 } }}
          >
            <Suspense fallback={<Skeleton variant="rounded" height={480} />}>
              <DirectoryMap
                hits={page?.data ?? []}
                selectedId={selectedId}
                onSelect={select}
                picked={picked}
              />
            </Suspense>
          </Box>
        </Grid>
      </Grid>
    </Stack>
  );
};

/** /directory: any signed-in user but factoring staff; the kind is chosen (the URL's `kind`). */
export const DirectoryPage = () => <DirectorySearchScreen title="Directory" preset={null} />;

/** /attorney/search/health-provider: attorneys searching providers and facilities. */
export const HealthProviderSearchPage = () => (
  <DirectorySearchScreen title="Find a health provider" preset="health-providers" />
);

/** /claimant/search/attorney: claimants searching attorneys. */
export const AttorneySearchPage = () => <DirectorySearchScreen title="Find an attorney" preset="attorneys" />;
