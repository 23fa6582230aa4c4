import { Button, CircularProgress, type ButtonProps } from '@mui/material';

export interface LoadingButtonProps extends ButtonProps {
  /** While true the button is disabled and shows a spinner (and `loadingLabel` when given). */
  loading: boolean;
  loadingLabel?: string;
}

/** The loading button of SPEC.md 2.6: one look for every action that waits for the server. */
export const LoadingButton = ({
  loading,
  loadingLabel,
  disabled,
  children,
  ...props
}: LoadingButtonProps) => (
  <Button
    {...props}
    disabled={disabled || loading}
    startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : props.startIcon}
  >
    {loading && loadingLabel ? loadingLabel : children}
  </Button>
);
