import { TextField, Typography } from '@mui/material';
import { useController } from 'react-hook-form';
import { LIMITS, missionCounterLevel } from '@casebridge/domain';

const COLORS = { fine: 'text.secondary', warning: 'warning.main', danger: 'error.main' } as const;

/** Mission (max 1500) with its counter: fine above 150 left, warning 51 to 150, danger 50 or fewer. */
export const MissionInput = () => {
  const { field, fieldState } = useController({ name: 'mission' });
  const text = typeof field.value === 'string' ? field.value : '';
  const remaining = LIMITS.missionMaxLength - text.length;
  const level = missionCounterLevel(remaining);
  return (
    <div>
      <TextField
        name={field.name}
        inputRef={field.ref}
        value={text}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        label="Mission"
        multiline
        minRows={3}
        maxRows={10}
        fullWidth
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message}
      />
      <Typography
        variant="caption"
        data-level={level}
        sx={{ color: COLORS[level], display: 'block', textAlign: 'right', mt: 0.5 }}
        aria-live="polite"
      >
        {remaining} characters left
      </Typography>
    </div>
  );
};
