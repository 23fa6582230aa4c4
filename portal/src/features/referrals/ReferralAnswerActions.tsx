import { useId, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import type { ReferralView } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { AcceptReferralDialog } from './AcceptReferralDialog.tsx';
import { AssignReferralDialog } from './AssignReferralDialog.tsx';
import { RejectReferralDialog } from './RejectReferralDialog.tsx';

type Dialog = 'accept' | 'reject' | 'assign' | null;

/**
 * Accept, Reject and Assign for a case invite the caller may still answer; once its company accepted, the
 * assignment can change. Reject is disabled with the server's reason for a plain member of a non-premium
 * company (the API refuses it too).
 */
export const ReferralAnswerActions = ({
  referral,
  withAssign = true,
  onAnswered,
}: {
  referral: ReferralView;
  withAssign?: boolean;
  onAnswered?: (referral: ReferralView) => void;
}) => {
  const [open, setOpen] = useState<Dialog>(null);
  const reasonId = useId();
  const companyId = useSession()?.company?.id;
  const reassigns = withAssign && referral.status === 'ACCEPTED' && companyId === referral.toCompanyId;
  const close = () => setOpen(null);
  if (reassigns)
    return (
      <>
        <Button variant="outlined" onClick={() => setOpen('assign')} sx={{ alignSelf: 'flex-start' }}>
          Change assignment
        </Button>
        {open === 'assign' && <AssignReferralDialog referral={referral} onClose={close} />}
      </>
    );
  if (!referral.canAnswer) return null;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={() => setOpen('accept')}>
          Accept
        </Button>
        {withAssign && (
          <Button variant="outlined" onClick={() => setOpen('assign')}>
            Assign professionals
          </Button>
        )}
        <Button
          variant="outlined"
          color="error"
          disabled={!referral.canReject}
          aria-describedby={referral.canReject ? undefined : reasonId}
          onClick={() => setOpen('reject')}
        >
          Reject
        </Button>
      </Stack>
      {!referral.canReject && referral.rejectDeniedReason && (
        <Typography id={reasonId} variant="body2" color="text.secondary">
          {referral.rejectDeniedReason}
        </Typography>
      )}
      {open === 'accept' && (
        <AcceptReferralDialog referral={referral} onClose={close} onAccepted={onAnswered} />
      )}
      {open === 'reject' && (
        <RejectReferralDialog referral={referral} onClose={close} onRejected={onAnswered} />
      )}
      {open === 'assign' && <AssignReferralDialog referral={referral} onClose={close} />}
    </Stack>
  );
};
