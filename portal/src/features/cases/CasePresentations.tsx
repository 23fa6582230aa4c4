import { useState } from 'react';
import { ResponsiveTable } from '../../shared/responsive/ResponsiveTable.tsx';
import { Box, Button, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { LegalCaseView, ReferralView } from '@casebridge/domain';
import {
  ReferralStatusChip,
  professionalName,
  referralDay,
  rejectionReason,
  useCaseReferrals,
} from '../referrals/index.ts';
import { ResendReferralDialog } from './ResendReferralDialog.tsx';
import { VISUALLY_HIDDEN } from './CaseTable.tsx';
import { LoadFailure } from '../../shared/LoadFailure.tsx';

/** What happened to one presentation: the answer's day, the reason or who was assigned. */
const outcome = (r: ReferralView): string => {
  if (r.status === 'REJECTED') return `Reason: ${rejectionReason(r) ?? '—'}`;
  if (r.status === 'ACCEPTED')
    return r.assigned.length ? `Assigned: ${r.assigned.map(professionalName).join('; ')}` : 'Accepted';
  if (r.status === 'EXPIRED') return 'No answer within 7 days';
  return r.expiresAt ? `Expires on ${referralDay(r.expiresAt)}` : '';
};

/**
 * The case's presentations (the firm, issue 13): each company it was presented to, its status, when it was
 * presented and answered, the reason of a rejection, whom the receiver assigned, and "Send to another
 * provider" for a rejected or expired one.
 */
export const CasePresentations = ({ legalCase }: { legalCase: LegalCaseView }) => {
  const query = useCaseReferrals(legalCase.id);
  const [resending, setResending] = useState<ReferralView | null>(null);
  if (query.isPending) return <Typography role="status">Loading the presentations…</Typography>;
  if (query.isError) return <LoadFailure error={query.error} onRetry={query.refetch} />;
  if (query.data.length === 0)
    return (
      <Typography color="text.secondary">
        This case was not presented to any provider or facility yet.
      </Typography>
    );
  return (
    <>
      <ResponsiveTable
        size="small"
        aria-label="Presentations"
        labels={['Company', 'Status', 'Presented', 'Answered', 'Details']}
      >
        <TableHead>
          <TableRow>
            <TableCell>Company</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Presented</TableCell>
            <TableCell>Answered</TableCell>
            <TableCell>Details</TableCell>
            <TableCell>
              <Box component="span" sx={VISUALLY_HIDDEN}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {query.data.map((r) => (
            <TableRow key={r.id}>
              <TableCell>{r.toCompanyName}</TableCell>
              <TableCell>
                <ReferralStatusChip status={r.status} />
              </TableCell>
              <TableCell>{referralDay(r.createdAt)}</TableCell>
              <TableCell>{r.answeredAt ? referralDay(r.answeredAt) : '—'}</TableCell>
              <TableCell>
                {outcome(r)}
                {r.resentAsId && ' · sent to another provider'}
              </TableCell>
              <TableCell>
                {r.canResend && (
                  <Button size="small" variant="outlined" onClick={() => setResending(r)}>
                    Send to another provider
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ResponsiveTable>
      {resending && <ResendReferralDialog referral={resending} onClose={() => setResending(null)} />}
    </>
  );
};
