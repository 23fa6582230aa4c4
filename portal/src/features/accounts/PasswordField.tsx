import { useId, useState } from 'react';
import type { Ref } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import type { TextFieldProps } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** The react-hook-form ref (register()'s ref), given to the input element. */
  fieldRef?: Ref<HTMLInputElement>;
};

/** A password input with a show/hide button (the button controls the input). */
export const PasswordField = ({ fieldRef, label, slotProps, ...props }: PasswordFieldProps) => {
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const inputId = props.id ?? generatedId;
  return (
    <TextField
      {...props}
      id={inputId}
      label={label}
      inputRef={fieldRef}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                // 'Show' / 'Hide' only: a name repeating the field's label would also match label queries.
                aria-label={visible ? 'Hide' : 'Show'}
                aria-controls={inputId}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
