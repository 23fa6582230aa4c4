import { ResponsiveTable } from '../../shared/responsive/ResponsiveTable.tsx';
import {
  Alert,
  Chip,
  CircularProgress,
  LinearProgress,
  Paper,
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNotify } from 'react-admin';
import {
  LIMITS,
  REFERRAL_MESSAGES,
  REWARD_DEFINITION,
  formatLongDate,
  referFriendSchema,
} from '@casebridge/domain';
import type { ReferFriendInput } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { showServerErrors } from '../../shared/serverErrors.ts';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useReferFriend, useReferralParticipants, useRewardCount } from './api.ts';

const Rewards = () => {
  const rewards = useRewardCount();
  if (rewards.isPending) return <CircularProgress aria-label="Loading your rewards" />;
  if (rewards.isError) return <LoadFailure error={rewards.error} onRetry={() => void rewards.refetch()} />;
  const { count, goal, label } = rewards.data;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Your rewards
      </Typography>
      <Typography sx={{ my: 1 }} data-testid="reward-counter">
        {label ? `${label} friends joined` : `${count} friends joined: goal reached!`}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, (count / goal) * 100)}
        aria-label={`Rewards ${Math.min(count, goal)} of ${goal}`}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {REWARD_DEFINITION}
      </Typography>
    </Paper>
  );
};

const InviteForm = () => {
  const notify = useNotify();
  const invite = useReferFriend();
  const form = useForm<ReferFriendInput>({
    resolver: zodResolver(referFriendSchema),
    mode: 'onSubmit',
    defaultValues: { referralEmail: '' },
  });
  const error = form.formState.errors.referralEmail?.message ?? form.formState.errors.root?.message;
  const submit = form.handleSubmit(async ({ referralEmail }) => {
    try {
      await invite.mutateAsync(referralEmail);
      notify(REFERRAL_MESSAGES.invited, { type: 'success' });
      form.reset();
    } catch (failure) {
      showServerErrors(failure, form.setError, ['referralEmail']);
    }
  });
  const field = form.register('referralEmail');
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Invite a friend">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          {...field}
          inputRef={field.ref}
          type="email"
          label="Your friend's e-mail"
          required
          error={Boolean(error)}
          helperText={error ?? 'We e-mail them a link to sign up.'}
          sx={{ minWidth: 320 }}
        />
        <LoadingButton type="submit" variant="contained" loading={invite.isPending} sx={{ mt: 1 }}>
          Send invitation
        </LoadingButton>
      </Stack>
    </form>
  );
};

const Participants = ({ userId }: { userId: string }) => {
  const participants = useReferralParticipants(userId);
  if (participants.isPending) return <CircularProgress aria-label="Loading your invitations" />;
  if (participants.isError)
    return <LoadFailure error={participants.error} onRetry={() => void participants.refetch()} />;
  if (participants.data.length === 0) return <Alert severity="info">You have not invited anyone yet.</Alert>;
  return (
    <ResponsiveTable size="small" aria-label="Your invitations" labels={['E-mail', 'Invited on', 'Status']}>
      <TableHead>
        <TableRow>
          <TableCell>E-mail</TableCell>
          <TableCell>Invited on</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {participants.data.map((p) => (
          <TableRow key={p.id}>
            <TableCell>{p.referralEmail}</TableCell>
            <TableCell>{formatLongDate(p.createdAt)}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={p.joined ? 'success' : 'default'}
                label={p.joined ? 'Joined' : 'Invited'}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ResponsiveTable>
  );
};

/** Invite Friends (/invite-friend, SPEC.md 2.3, 7, 9): invite by e-mail, the reward counter, who joined. */
export const InviteFriendPage = () => {
  usePageTitle('Invite Friends');
  const session = useSession();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Invite Friends
      </Typography>
      <Typography>
        Know an attorney, a health provider or a facility who should be on CaseBridge? Invite them: every
        friend who signs up counts toward your {LIMITS.rewardGoal} rewards.
      </Typography>
      <Rewards />
      <InviteForm />
      <Typography variant="h6" component="h2">
        Your invitations
      </Typography>
      {session && <Participants userId={session.userId} />}
    </Stack>
  );
};
