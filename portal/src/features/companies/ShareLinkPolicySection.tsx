import { useId, useState } from 'react';
import {
  Alert,
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import {
  DEFAULT_SHARE_LINK_POLICY,
  SHARE_LINK_MESSAGES,
  SHARE_LINK_POLICIES,
  SHARE_LINK_POLICY_LABELS,
} from '@casebridge/domain';
import type { Company, ShareLinkPolicy } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useUpdateCompany } from './api.ts';
import { SettingsSection } from './SettingsSection.tsx';

const isPolicy = (value: string): value is ShareLinkPolicy =>
  (SHARE_LINK_POLICIES as readonly string[]).includes(value);

/**
 * My Company's share-link setting (issue 39): who of the law firm creates public share links to case files.
 * Owners and admins change it (PUT /companies/{id}, the server's rule too); anyone else reads it.
 */
export const ShareLinkPolicySection = ({ company, editable }: { company: Company; editable: boolean }) => {
  const notify = useNotify();
  const update = useUpdateCompany(company.id);
  const saved = company.shareLinkPolicy ?? DEFAULT_SHARE_LINK_POLICY;
  const [policy, setPolicy] = useState<ShareLinkPolicy>(saved);
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();

  const save = () => {
    setError(null);
    update.mutate(
      { values: { name: company.name, shareLinkPolicy: policy }, logo: null },
      {
        onSuccess: () => notify(SHARE_LINK_MESSAGES.policySaved, { type: 'success' }),
        onError: (failure) => setError(apiFailure(failure).message),
      },
    );
  };

  return (
    <SettingsSection id="share-link-policy-title" title="Share links">
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <FormControl disabled={!editable}>
        <FormLabel id={labelId}>{SHARE_LINK_MESSAGES.policyLabel}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={policy}
          onChange={(event) => isPolicy(event.target.value) && setPolicy(event.target.value)}
        >
          {SHARE_LINK_POLICIES.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={SHARE_LINK_POLICY_LABELS[value]}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {editable ? (
        <Box sx={{ mt: 1 }}>
          <LoadingButton
            variant="contained"
            onClick={save}
            loading={update.isPending}
            disabled={policy === saved}
          >
            Save setting
          </LoadingButton>
        </Box>
      ) : (
        <Typography color="text.secondary">{SHARE_LINK_MESSAGES.policyReadOnly}</Typography>
      )}
    </SettingsSection>
  );
};
