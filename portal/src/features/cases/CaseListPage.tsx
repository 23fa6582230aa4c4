import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  FormControlLabel,
  Link,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TablePagination,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  CASE_STATUSES,
  CASE_STATUS_LABELS,
  MESSAGES,
  PRESENT_CASE_QUERY,
  actorFromSession,
  isOwnerOrAdmin,
} from '@casebridge/domain';
import type { LegalCaseView } from '@casebridge/domain';
import { session, useSession } from '@casebridge/domain/client';
import type { CaseListQuery } from '@casebridge/domain/client';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useCaseFavorite, useCaseList } from './api.ts';
import { AttorneyFilter } from './AttorneyFilter.tsx';
import { CaseFormDialog } from './CaseFormDialog.tsx';
import { MergeCasesDialog } from './MergeCasesDialog.tsx';
import { BulkUploadDialog } from './BulkUploadDialog.tsx';
import { PresentedCaseBanner } from './PresentedCaseBanner.tsx';
import { CaseTable } from './CaseTable.tsx';
import { CASES_PER_PAGE, lastPageOf, listParams, readListQuery, writeListQuery } from './listQuery.ts';
import { DeletedCasesButton } from './DeletedCasesButton.tsx';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { REFERRAL_HISTORY } from '../referrals/index.ts';

/**
 * /cases (issue 11): the caller's cases, its view (page, column, sort, search) in the URL and kept in the
 * session, filters by status, responsible attorney and favorites, and "Create case" for attorney-firm users.
 */
export const CaseListPage = () => {
  usePageTitle('Cases');
  const notify = useNotify();
  const current = useSession();
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params, session.getCaseListQuery());
  const status = params.get('status') ?? '';
  const favorites = params.get('favorites') === 'true';
  const attorney = params.get('attorney') ?? '';
  const [search, setSearch] = useState(query.search);
  const [creating, setCreating] = useState(false);
  const [merging, setMerging] = useState(false);
  const [uploading, setUploading] = useState(false);
  const filter = {
    ...(status ? { status } : {}),
    ...(favorites ? { favorite: true } : {}),
    ...(attorney ? { attorneyUserId: attorney } : {}),
  };
  const list = useCaseList(listParams(query, filter));
  const favorite = useCaseFavorite();
  const firmUser = current?.companyType === 'ATTORNEY' && current.userType !== 'CLAIMANT';
  const presented = params.get(PRESENT_CASE_QUERY);

  const go = (patch: Partial<CaseListQuery>, extra: Record<string, string> = {}, replace = false) => {
    const next = session.setCaseListQuery({ ...query, ...patch });
    const url = writeListQuery(next);
    const kept = {
      status,
      favorites: favorites ? 'true' : '',
      attorney,
      [PRESENT_CASE_QUERY]: presented ?? '',
      ...extra,
    };
    for (const [key, value] of Object.entries(kept)) if (value) url.set(key, value);
    setParams(url, { replace });
  };
  const sortBy = (column: string) => go({ column, sort: query.column === column ? -query.sort : 1, page: 0 });
  const toggleFavorite = (c: LegalCaseView) =>
    favorite.mutate(
      { id: c.id, favorite: !c.favorite },
      { onError: () => notify(MESSAGES.genericError, { type: 'error' }) },
    );

  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  // A page past the last one (?page=99) goes to the last page rather than an empty table (issue 40 item 36).
  const lastPage = lastPageOf(total);
  const pastEnd = list.isSuccess && !list.isPlaceholderData && total > 0 && query.page > lastPage;
  useEffect(() => {
    if (pastEnd) go({ page: lastPage }, {}, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- go is rebuilt each render; pastEnd decides
  }, [pastEnd, lastPage]);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h1">
            Cases
          </Typography>
          {current?.userType !== 'CLAIMANT' && (
            <Link component={RouterLink} to="/skeleton">
              {REFERRAL_HISTORY}
            </Link>
          )}
        </Stack>
        {firmUser && (
          <Stack direction="row" spacing={1}>
            {current && isOwnerOrAdmin(actorFromSession(current)) && <DeletedCasesButton />}
            <Button variant="outlined" onClick={() => setMerging(true)}>
              Merge cases
            </Button>
            <Button variant="outlined" onClick={() => setUploading(true)}>
              Bulk upload
            </Button>
            <Button variant="contained" onClick={() => setCreating(true)}>
              Create case
            </Button>
          </Stack>
        )}
      </Stack>
      {presented && (
        <PresentedCaseBanner
          caseId={presented}
          onDismiss={() => {
            const next = new URLSearchParams(params);
            next.delete(PRESENT_CASE_QUERY);
            setParams(next);
          }}
        />
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          component="form"
          role="search"
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: 2, mb: 2, alignItems: { md: 'center' }, flexWrap: { md: 'wrap' } }}
          onSubmit={(event) => {
            event.preventDefault();
            go({ search, page: 0 });
          }}
        >
          <TextField
            size="small"
            label="Search cases"
            helperText="By folio, claimant or description"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ width: { md: 380 } }}
          />
          <Button type="submit" variant="outlined" sx={{ flexShrink: 0 }}>
            Search
          </Button>
          <TextField
            select
            size="small"
            label="Status"
            value={status}
            onChange={(event) => go({ page: 0 }, { status: event.target.value })}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">All statuses</MenuItem>
            {CASE_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {CASE_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          {firmUser && current?.company?.id && (
            <AttorneyFilter
              companyId={current.company.id}
              value={attorney}
              onChange={(value) => go({ page: 0 }, { attorney: value })}
            />
          )}
          <FormControlLabel
            control={
              <Switch
                checked={favorites}
                onChange={(event) => go({ page: 0 }, { favorites: event.target.checked ? 'true' : '' })}
              />
            }
            label="Favorites only"
          />
        </Stack>
        {list.isPending && <Typography role="status">Loading cases…</Typography>}
        {list.isError && <LoadFailure error={list.error} onRetry={list.refetch} />}
        {list.isSuccess && total === 0 && (
          <Box sx={{ py: 4, textAlign: 'center' }}>
            <Typography gutterBottom>
              {query.search || status || favorites || attorney
                ? 'No case matches this search.'
                : 'No cases yet.'}
            </Typography>
            {firmUser && (
              <Button variant="contained" onClick={() => setCreating(true)}>
                Create case
              </Button>
            )}
          </Box>
        )}
        {total > 0 && !pastEnd && (
          <>
            <Box sx={{ overflowX: 'auto' }}>
              <CaseTable
                cases={rows}
                column={query.column}
                sort={query.sort}
                onSort={sortBy}
                onFavorite={toggleFavorite}
              />
            </Box>
            <TablePagination
              component="div"
              count={total}
              page={Math.min(query.page, lastPage)}
              rowsPerPage={CASES_PER_PAGE}
              rowsPerPageOptions={[]}
              onPageChange={(_, page) => go({ page })}
            />
          </>
        )}
      </Paper>
      {creating && <CaseFormDialog legalCase={null} onClose={() => setCreating(false)} />}
      {merging && <MergeCasesDialog onClose={() => setMerging(false)} />}
      {uploading && <BulkUploadDialog onClose={() => setUploading(false)} />}
    </Stack>
  );
};
