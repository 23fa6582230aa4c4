import { DialogContentText, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useNotify } from 'react-admin';
import {
  REFERRAL_REJECT_MOTIVES,
  REFERRAL_REJECT_MOTIVE_LABELS,
  REFERRAL_TEXT_MAX,
  rejectReferralBodySchema,
} from '@casebridge/domain';
import type { ReferralView, RejectReferralBody } from '@casebridge/domain';
import { TextInput } from '../../shared/formFields.tsx';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { RadioChoiceInput } from '../../shared/RadioChoiceInput.tsx';
import { showServerErrors } from '../../shared/serverErrors.ts';
import { useRejectReferral } from './api.ts';

type Values = { motive: RejectReferralBody['motive'] | ''; text: string };
// The form starts with no motive chosen (''), which the domain's schema refuses with its own message.
const resolver = zodResolver(rejectReferralBodySchema) as unknown as Resolver<
  Values,
  unknown,
  RejectReferralBody
>;

/**
 * Rejects a case invite with a motive of the domain's fixed list (Other needs its text; the server checks the
 * same schema); the firm is notified with the reason.
 */
export const RejectReferralDialog = ({
  referral,
  onClose,
  onRejected,
}: {
  referral: Pick<ReferralView, 'id' | 'folio' | 'firmName'>;
  onClose: () => void;
  onRejected?: (referral: ReferralView) => void;
}) => {
  const notify = useNotify();
  const reject = useRejectReferral(referral.id);
  const form = useForm<Values, unknown, RejectReferralBody>({
    resolver,
    defaultValues: { motive: '', text: '' },
  });
  const other = form.watch('motive') === 'OTHER';
  const submit = form.handleSubmit(async (body) => {
    try {
      const rejected = await reject.mutateAsync(other ? body : { motive: body.motive });
      notify(`Case ${rejected.folio} rejected; ${referral.firmName} is notified`, { type: 'success' });
      onClose();
      onRejected?.(rejected);
    } catch (error) {
      showServerErrors(error, form.setError, ['motive', 'text']);
    }
  });

  return (
    <FormDialog
      titleId="reject-referral-title"
      title={`Reject case ${referral.folio}`}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Reject case"
      pending={reject.isPending}
      submitColor="error"
    >
      <Stack spacing={2}>
        <DialogContentText>{referral.firmName} is told why.</DialogContentText>
        <RadioChoiceInput<Values, RejectReferralBody['motive']>
          name="motive"
          label="Reason"
          choices={REFERRAL_REJECT_MOTIVES}
          labels={REFERRAL_REJECT_MOTIVE_LABELS}
        />
        {other && (
          <TextInput
            name="text"
            label="Tell the firm why"
            required
            multiline
            helperText={`Up to ${REFERRAL_TEXT_MAX.rejectText} characters`}
          />
        )}
      </Stack>
    </FormDialog>
  );
};
