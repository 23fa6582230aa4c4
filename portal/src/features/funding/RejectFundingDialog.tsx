import { DialogContentText } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { FUNDING_TEXT_MAX, setFundingStatusBodySchema } from '@casebridge/domain';
import type { FundingRequest, SetFundingStatusBody } from '@casebridge/domain';
import { TextInput } from '../../shared/formFields.tsx';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { showServerErrors } from '../../shared/serverErrors.ts';
import { useSetFundingStatus } from './api.ts';

type Values = { status: 'OWNER_REJECTED' | 'REJECTED'; reason: string };
// The domain's body schema: a rejection without its reason is refused here as on the server.
const resolver = zodResolver(setFundingStatusBodySchema) as unknown as Resolver<
  Values,
  unknown,
  SetFundingStatusBody
>;

/**
 * Rejects a funding request with its required reason: the firm's owner (OWNER_REJECTED) or the factoring
 * company (REJECTED). The reason is kept in the request's history and shown to the firm.
 */
export const RejectFundingDialog = ({
  request,
  status,
  title,
  onClose,
}: {
  request: Pick<FundingRequest, 'id'>;
  status: Values['status'];
  title: string;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const move = useSetFundingStatus(request.id);
  const form = useForm<Values, unknown, SetFundingStatusBody>({
    resolver,
    defaultValues: { status, reason: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await move.mutateAsync({ status, reason: body.reason ?? '' });
      notify('Funding request rejected', { type: 'success' });
      onClose();
    } catch (error) {
      showServerErrors(error, form.setError, ['reason']);
    }
  });

  return (
    <FormDialog
      titleId="reject-funding-title"
      title={title}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Reject"
      pending={move.isPending}
      submitColor="error"
    >
      <DialogContentText sx={{ mb: 2 }}>The reason is kept with the request.</DialogContentText>
      <TextInput
        name="reason"
        label="Reason"
        required
        multiline
        helperText={`Up to ${FUNDING_TEXT_MAX} characters`}
      />
    </FormDialog>
  );
};
