import { MenuItem, TextField } from '@mui/material';
import {
  REJECTION_MOTIVES,
  REJECTION_MOTIVE_LABELS,
  downgradeTargets,
  canDowngrade,
  parsePlanKey,
  planKey,
  planKeyLabel,
  type CompanyAction,
  type Subscription,
} from '@casebridge/domain';

export type ActionValues = Record<string, string>;

interface Props {
  action: CompanyAction;
  subscription: Subscription | null;
  values: ActionValues;
  errors: Record<string, string>;
  onChange: (values: ActionValues) => void;
}

/** The payload fields an action needs: a motive (and text), a message, or a downgrade target. */
export const ActionFields = ({ action, subscription, values, errors, onChange }: Props) => {
  const field = (name: string) => ({
    value: values[name] ?? '',
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    margin: 'normal' as const,
    onChange: (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value }),
  });
  if (action === 'reject')
    return (
      <>
        <TextField select label="Motive" required {...field('motive')}>
          {REJECTION_MOTIVES.map((motive) => (
            <MenuItem key={motive} value={motive}>
              {REJECTION_MOTIVE_LABELS[motive]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Details"
          multiline
          minRows={2}
          required={values.motive === 'OTHER'}
          {...field('text')}
        />
      </>
    );
  if (action === 'infoRequest')
    return <TextField label="Message to the owner" multiline minRows={3} required {...field('message')} />;
  if (action === 'cancel' && subscription) {
    const from = planKey(subscription.planType, subscription.billingType);
    const targets = downgradeTargets(from).filter((to) => canDowngrade(from, to));
    return (
      <TextField select label="Downgrade to" required {...field('target')}>
        {targets.map((to) => (
          <MenuItem key={to} value={to}>
            {planKeyLabel(to)}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return null;
};

/** The target plan key chosen in the cancel dialog, as the API's query. */
export const cancelPayload = (values: ActionValues) =>
  values.target ? parsePlanKey(values.target as Parameters<typeof parsePlanKey>[0]) : {};
