import { Chip, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { BILLING_TYPES, BILLING_TYPE_LABELS, MESSAGES, format } from '@casebridge/domain';
import type { BillingType } from '@casebridge/domain';

interface BillingTypeSelectorProps {
  value: BillingType;
  onChange: (value: BillingType) => void;
  /** The annual saving percentage (SPEC.md 9); no badge when 0. */
  savingPercent: number;
}

/** Monthly or Annual, with 'Save {n}%' beside Annual. */
export const BillingTypeSelector = ({ value, onChange, savingPercent }: BillingTypeSelectorProps) => (
  <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center' }}>
    <ToggleButtonGroup
      exclusive
      value={value}
      onChange={(_event, next: BillingType | null) => next && onChange(next)}
      aria-label="Billing"
      color="primary"
      size="small"
    >
      {BILLING_TYPES.map((billing) => (
        <ToggleButton key={billing} value={billing} sx={{ px: 3 }}>
          {BILLING_TYPE_LABELS[billing]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
    {savingPercent > 0 && (
      <Chip
        color="success"
        variant={value === 'ANNUAL' ? 'filled' : 'outlined'}
        label={format(MESSAGES.saveAnnualPercent, { n: savingPercent })}
      />
    )}
  </Stack>
);
