import { useMemo } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { FormProvider, useForm } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { REDUCTION_NOTE_MAX, formatCents } from '@casebridge/domain';
import type { ReductionAction, ReductionParty, ReductionStepBody, ReductionView } from '@casebridge/domain';
import { TextInput } from '../../shared/formFields.tsx';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { useStepReduction } from './api.ts';
import { MoneyInput } from './BillingFields.tsx';
import { formResolver } from './billingForm.ts';
import { STEP_FIELDS, STEP_RENAME, parseStep } from './reductionForm.ts';
import type { StepValues } from './reductionForm.ts';
import { useBillingFailure } from './useBillingFailure.ts';

export const STEP_LABELS: Record<ReductionAction, string> = {
  ACCEPT: 'Accept',
  REJECT: 'Reject',
  COUNTER: 'Counter',
  WITHDRAW: 'Withdraw',
};

const DONE: Record<ReductionAction, string> = {
  ACCEPT: 'Reduction accepted: the amount is locked',
  REJECT: 'Reduction rejected',
  COUNTER: 'Counteroffer sent',
  WITHDRAW: 'Reduction request withdrawn',
};

function wording(action: ReductionAction, reduction: ReductionView, side: ReductionParty) {
  const offer = formatCents(reduction.currentAmountCents);
  const balance = formatCents(reduction.balanceCents);
  switch (action) {
    case 'ACCEPT':
      return {
        title: `Accept ${offer}?`,
        text:
          side === 'PROVIDER'
            ? `You accept to be paid ${offer} on a balance of ${balance}. The amount is then locked.`
            : `The provider is then owed ${offer} on a balance of ${balance}. The amount is then locked.`,
      };
    case 'REJECT':
      return {
        title: 'Reject this reduction request?',
        text: `The request of ${offer} on a balance of ${balance} is closed; the attorney firm may send a new one.`,
      };
    case 'WITHDRAW':
      return {
        title: 'Withdraw this reduction request?',
        text: 'The provider is told it is withdrawn. You may send a new request later.',
      };
    case 'COUNTER':
      return {
        title: 'Counteroffer',
        text: `The standing offer is ${offer} on a balance of ${balance}. Enter what the provider would be owed.`,
      };
  }
}

/**
 * One step of the current reduction negotiation, after a confirmation: accept, reject or withdraw (each with
 * an optional note) or counter with another amount. A step the state no longer allows answers 409: its
 * message is shown and the billing read again.
 */
export const ReductionStepDialog = ({
  caseId,
  providerId,
  reduction,
  side,
  action,
  onClose,
}: {
  caseId: string;
  providerId: string;
  reduction: ReductionView;
  side: ReductionParty;
  action: ReductionAction;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const step = useStepReduction(caseId, providerId, reduction.id);
  const failed = useBillingFailure(caseId);
  const resolver = useMemo(
    () => formResolver((values: StepValues) => parseStep(action, values, reduction, side)),
    [action, reduction, side],
  );
  const form = useForm<StepValues, unknown, ReductionStepBody>({
    resolver,
    defaultValues: { amount: '', note: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await step.mutateAsync(body);
      notify(DONE[action], { type: 'success' });
      onClose();
    } catch (error) {
      if (failed(error, form.setError, STEP_FIELDS, STEP_RENAME)) onClose();
    }
  });
  const rootError = form.formState.errors.root?.message;
  const { title, text } = wording(action, reduction, side);
  const destructive = action === 'REJECT' || action === 'WITHDRAW';

  return (
    <Dialog open onClose={onClose} aria-labelledby="reduction-step-title" maxWidth="sm" fullWidth>
      <DialogTitle id="reduction-step-title">{title}</DialogTitle>
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="reduction-step-title">
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{text}</DialogContentText>
              {rootError && <Alert severity="error">{rootError}</Alert>}
              {action === 'COUNTER' && <MoneyInput name="amount" label="Counteroffer amount" required />}
              <TextInput
                name="note"
                label="Note"
                multiline
                helperText={`Optional, up to ${REDUCTION_NOTE_MAX} characters`}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <LoadingButton
              type="submit"
              variant="contained"
              color={destructive ? 'error' : 'primary'}
              loading={step.isPending}
            >
              {action === 'COUNTER' ? 'Send counteroffer' : STEP_LABELS[action]}
            </LoadingButton>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
};
