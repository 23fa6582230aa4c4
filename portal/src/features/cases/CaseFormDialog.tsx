import { Suspense, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, FormProvider, useController, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  CASE_TYPES,
  CASE_TYPE_LABELS,
  MESSAGES,
  POLICE_REPORT_LABELS,
  POLICE_REPORT_OPTIONS,
  US_STATES,
  caseInputSchema,
} from '@casebridge/domain';
import type { CaseFormValues, CaseInput, LegalCaseView } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { SelectInput, TextInput } from '../../shared/formFields.tsx';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure, showServerErrors } from '../../shared/serverErrors.ts';
import { useCaseResume, useSaveCase } from './api.ts';
import { BuyCasesDialog } from '../subscription/index.ts';

const schema = caseInputSchema();
const choices = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((id) => ({ id, name: labels[id] }));

const DateInput = ({ name, label }: { name: 'accidentDate' | 'statuteOfLimitationsDate'; label: string }) => {
  const { field, fieldState } = useController<CaseFormValues>({ name });
  return (
    <TextField
      type="date"
      label={label}
      required
      fullWidth
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
};

const defaults = (c: LegalCaseView | null): CaseFormValues => ({
  claimantName: c?.claimantName ?? '',
  claimantEmail: c?.claimantEmail ?? '',
  claimantPhone: c?.claimantPhone ?? '',
  claimantId: c?.claimantId ?? null,
  caseType: c?.caseType ?? ('' as never),
  accidentDate: c?.accidentDate.slice(0, 10) ?? '',
  accidentCity: c?.accidentCity ?? '',
  accidentState: c?.accidentState ?? '',
  policeReport: c?.policeReport ?? ('' as never),
  insuranceCarrier: c?.insuranceCarrier ?? '',
  policyLimit: c?.policyLimit ?? null,
  statuteOfLimitationsDate: c?.statuteOfLimitationsDate.slice(0, 10) ?? '',
  description: c?.description ?? '',
  inviteClaimant: false,
});

/**
 * Create or edit a case (issue 11): the domain's case schema and messages. Creating checks the firm's case
 * quota first: a BASIC firm without cases left sees section 8's sentence and can buy cases; the server
 * refuses the same way.
 */
export const CaseFormDialog = ({
  legalCase,
  onClose,
}: {
  legalCase: LegalCaseView | null;
  onClose: () => void;
}) => {
  const current = useSession();
  const navigate = useNavigate();
  const companyId = current?.company?.id ?? null;
  const resume = useCaseResume(legalCase ? null : companyId);
  const save = useSaveCase(legalCase?.id ?? null);
  const [buying, setBuying] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const form = useForm<CaseFormValues, unknown, CaseInput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: defaults(legalCase),
  });
  const basic = current?.subscriptionType === 'BASIC';
  const outOfCases = !legalCase && basic && resume.data !== undefined && resume.data.totalAvailable <= 0;

  const submit = form.handleSubmit(async (values) => {
    setRefused(null);
    try {
      const saved = await save.mutateAsync(values);
      onClose();
      if (!legalCase) void navigate(`/cases/${encodeURIComponent(saved.id)}`);
    } catch (error) {
      const failure = apiFailure(error);
      if (failure.status === 409) setRefused(failure.message);
      else showServerErrors(error, form.setError, Object.keys(defaults(null)) as never);
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="case-form-title" maxWidth="md" fullWidth>
      <DialogTitle id="case-form-title">
        {legalCase ? `Edit case ${legalCase.folio}` : 'Create case'}
      </DialogTitle>
      <FormProvider {...form}>
        <DialogContent>
          {(outOfCases || refused) && (
            <Alert
              severity="warning"
              sx={{ mb: 2 }}
              action={
                companyId && (
                  <Button color="inherit" onClick={() => setBuying(true)}>
                    Buy cases
                  </Button>
                )
              }
            >
              {refused ?? MESSAGES.outOfCases}
            </Alert>
          )}
          {!legalCase && basic && resume.data && !outOfCases && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {resume.data.totalAvailable} case{resume.data.totalAvailable === 1 ? '' : 's'} left on your
              plan.
            </Alert>
          )}
          <Stack component="form" id="case-form" noValidate spacing={2} sx={{ pt: 1 }} onSubmit={submit}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextInput name="claimantName" label="Claimant name" required />
              <TextInput name="claimantEmail" label="Claimant e-mail" />
              <TextInput name="claimantPhone" label="Claimant phone" />
            </Stack>
            {!legalCase && (
              <Controller
                name="inviteClaimant"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />
                    }
                    label="Invite the claimant by e-mail to follow the case"
                  />
                )}
              />
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <SelectInput
                name="caseType"
                label="Case type"
                required
                options={choices(CASE_TYPES, CASE_TYPE_LABELS)}
              />
              <SelectInput
                name="policeReport"
                label="Police report"
                required
                options={choices(POLICE_REPORT_OPTIONS, POLICE_REPORT_LABELS)}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DateInput name="accidentDate" label="Accident date" />
              <TextInput name="accidentCity" label="Accident city" required />
              <SelectInput name="accidentState" label="Accident state" required options={US_STATES} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextInput name="insuranceCarrier" label="Insurance carrier" />
              <Controller
                name="policyLimit"
                render={({ field, fieldState }) => (
                  <TextField
                    label="At-fault BI policy limit (USD)"
                    fullWidth
                    inputMode="numeric"
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
                    onBlur={field.onBlur}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
              <DateInput name="statuteOfLimitationsDate" label="Statute of limitations" />
            </Stack>
            <TextInput name="description" label="Injury summary and circumstances" multiline />
          </Stack>
        </DialogContent>
      </FormProvider>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <LoadingButton
          type="submit"
          form="case-form"
          variant="contained"
          loading={save.isPending}
          disabled={outOfCases}
        >
          {legalCase ? 'Save' : 'Create case'}
        </LoadingButton>
      </DialogActions>
      {buying && companyId && (
        <Suspense fallback={null}>
          <BuyCasesDialog
            companyId={companyId}
            onBought={() => void resume.refetch()}
            onClose={() => {
              setBuying(false);
              setRefused(null);
            }}
          />
        </Suspense>
      )}
    </Dialog>
  );
};
