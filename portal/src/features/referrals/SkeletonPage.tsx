import { Box, Paper, Stack, TablePagination, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useReferralSkeleton } from './api.ts';
import { SkeletonTable } from './SkeletonTable.tsx';
import { REFERRAL_HISTORY } from './referralFormat.ts';
import { LoadFailure } from '../../shared/LoadFailure.tsx';

export const SKELETON_SIZES = [25, 50, 100] as const;

/** A non-negative integer from the URL, else the fallback. */
const intParam = (params: URLSearchParams, key: string, fallback: number, allowed?: readonly number[]) => {
  const value = Number(params.get(key));
  const ok =
    params.has(key) && Number.isInteger(value) && value >= 0 && (!allowed || allowed.includes(value));
  return ok ? value : fallback;
};

/**
 * /skeleton (issue 13, SPEC.md 2.1): the company's referrals, sent and received, as light rows paged by the
 * server (page and size in the URL), so a long history loads fast.
 */
export const SkeletonPage = () => {
  usePageTitle(REFERRAL_HISTORY);
  const [params, setParams] = useSearchParams();
  const size = intParam(params, 'size', SKELETON_SIZES[0], SKELETON_SIZES);
  const page = intParam(params, 'page', 0);
  const query = useReferralSkeleton(page, size);
  const go = (next: { page: number; size: number }) =>
    setParams({ page: String(next.page), size: String(next.size) });
  const total = query.data?.total ?? 0;

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {REFERRAL_HISTORY}
      </Typography>
      <Typography color="text.secondary">
        Every case your company presented or was presented, newest first.
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {query.isPending && <Typography role="status">Loading the referrals…</Typography>}
        {query.isError && <LoadFailure error={query.error} onRetry={query.refetch} />}
        {query.isSuccess && total === 0 && (
          <Typography sx={{ py: 4, textAlign: 'center' }}>No referrals yet.</Typography>
        )}
        {query.data && total > 0 && (
          <>
            <Box sx={{ overflowX: 'auto' }} aria-busy={query.isFetching}>
              <SkeletonTable rows={query.data.data} />
            </Box>
            <TablePagination
              component="div"
              count={total}
              page={Math.min(page, Math.max(0, Math.ceil(total / size) - 1))}
              rowsPerPage={size}
              rowsPerPageOptions={[...SKELETON_SIZES]}
              onPageChange={(_, next) => go({ page: next, size })}
              onRowsPerPageChange={(event) => go({ page: 0, size: Number(event.target.value) })}
            />
          </>
        )}
      </Paper>
    </Stack>
  );
};
