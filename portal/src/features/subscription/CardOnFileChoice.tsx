import { Button, Stack, Typography } from '@mui/material';
import type { CreditCard } from '@casebridge/domain';
import { cardLabel } from './PaymentConfirmDialog.tsx';

/** "Use Visa ending in 4242 or enter a new card": the card on file, above the payment form. */
export const CardOnFileChoice = ({
  card,
  onUse,
  disabled = false,
}: {
  card: Pick<CreditCard, 'brand' | 'lastDigits'>;
  onUse: () => void;
  disabled?: boolean;
}) => (
  <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
    <Button variant="outlined" onClick={onUse} disabled={disabled}>
      Use {cardLabel(card)}
    </Button>
    <Typography variant="body2" color="text.secondary">
      or enter a new card
    </Typography>
  </Stack>
);
