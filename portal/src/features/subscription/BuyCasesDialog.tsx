import { useState } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import {
  LIMITS,
  MESSAGES,
  actorFromSession,
  casesPackTotal,
  formatUsd,
  isOwnerOrAdmin,
} from '@casebridge/domain';
import type { CaseResume } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { usePlanPricing, useBuyCases } from './api.ts';
import { PaymentForm } from './PaymentForm.tsx';
import { UnauthorizedModal } from './UnauthorizedModal.tsx';

/**
 * The buy-cases cart (SPEC.md 2.6): packs of 10 at the CASES price, at least one, the total in USD, paid
 * through the payment information form. 'Additional Cases Bought Successfully' shows for 2000 ms; only an
 * owner or admin may buy (the unauthorized modal for anyone else).
 */
export interface BuyCasesDialogProps {
  companyId: string;
  onClose: () => void;
  /** After the purchase, with the company's new case counters. */
  onBought?: (caseResume: CaseResume) => void;
}

export const BuyCasesDialog = ({ companyId, onClose, onBought }: BuyCasesDialogProps) => {
  const current = useSession();
  const pricing = usePlanPricing();
  const buy = useBuyCases(companyId);
  const [packs, setPacks] = useState<number>(LIMITS.minCasePacks);
  const [bought, setBought] = useState(false);
  if (current && !isOwnerOrAdmin(actorFromSession(current)))
    return <UnauthorizedModal open onClose={onClose} />;
  const total = pricing.data ? casesPackTotal(pricing.data, packs) : null;

  return (
    <Dialog open onClose={onClose} aria-labelledby="buy-cases-title" maxWidth="sm" fullWidth>
      <DialogTitle id="buy-cases-title">Buy cases</DialogTitle>
      <DialogContent>
        {bought ? (
          <Alert severity="success" role="status">
            {MESSAGES.casesBought}
          </Alert>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              type="number"
              label="Packs of 10 cases"
              value={packs}
              onChange={(event) =>
                setPacks(Math.max(LIMITS.minCasePacks, Math.floor(Number(event.target.value) || 1)))
              }
              slotProps={{ htmlInput: { min: LIMITS.minCasePacks, max: 100 } }}
            />
            <Typography>
              {packs * LIMITS.casesPerPack} cases · Total:{' '}
              <strong>{total === null ? '…' : formatUsd(total)}</strong>
            </Typography>
            <PaymentForm
              submitLabel={total === null ? 'Pay' : `Pay ${formatUsd(total)}`}
              defaultEmail={current?.email ?? ''}
              onSubmit={async (card) => {
                const answer = await buy.mutateAsync({ paymentMethodId: 'new', itemQuantity: packs, card });
                onBought?.(answer.caseResume);
                setBought(true);
                setTimeout(onClose, 2000);
              }}
            />
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
};
