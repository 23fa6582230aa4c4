import { useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  LIMITS,
  MESSAGES,
  actorFromSession,
  casesPackTotal,
  detectCardBrand,
  formatUsd,
  isOwnerOrAdmin,
} from '@casebridge/domain';
import type { CaseResume, PaymentFormValues, PlanPricing } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { useAccount } from '../../shared/api.ts';
import { usePlanPricing } from './api.ts';
import { CardOnFileChoice } from './CardOnFileChoice.tsx';
import { PaymentConfirmDialog, cardLabel, yourCard } from './PaymentConfirmDialog.tsx';
import { PaymentForm } from './PaymentForm.tsx';
import { UnauthorizedModal } from './UnauthorizedModal.tsx';
import { useCasesPurchase } from './useCasesPurchase.ts';
import type { PendingPurchase } from './useCasesPurchase.ts';

/**
 * The buy-cases cart (SPEC.md 2.6): packs of 10 at the CASES price, at least one, the total in USD, paid with
 * the card on file or a new card, each asking first what is charged (issue 40 item 32). 'Additional Cases
 * Bought Successfully' shows for 2000 ms; only an owner or admin may buy (the unauthorized modal otherwise).
 */
export interface BuyCasesDialogProps {
  companyId: string;
  onClose: () => void;
  /** After the purchase, with the company's new case counters. */
  onBought?: (caseResume: CaseResume) => void;
}

/** 'Your new Visa ending in 4242' for the card typed in the form. */
function newCardSubject(card: PaymentFormValues): string {
  const brand = detectCardBrand(card.cardNumber);
  const lastDigits = card.cardNumber.replace(/\D/g, '').slice(-4);
  return brand ? `Your new ${cardLabel({ brand, lastDigits })}` : `Your new card ending in ${lastDigits}`;
}

/** What a purchase charges: the packs, the cases, the total, and the card charged today. */
export function casesChargeLines(pricing: Pick<PlanPricing, 'CASES'>, purchase: PendingPurchase): string[] {
  const { packs } = purchase;
  const total = formatUsd(casesPackTotal(pricing, packs));
  const subject = purchase.kind === 'cardOnFile' ? yourCard(purchase.card) : newCardSubject(purchase.card);
  return [
    `${packs} ${packs === 1 ? 'pack' : 'packs'} of ${LIMITS.casesPerPack} cases: ${packs * LIMITS.casesPerPack} cases at ${formatUsd(pricing.CASES.price)} a pack.`,
    `Total: ${total}.`,
    `${subject} is charged ${total} today, once.`,
    ...(purchase.kind === 'newCard' ? ['It becomes your card on file.'] : []),
  ];
}

export const BuyCasesDialog = ({ companyId, onClose, onBought }: BuyCasesDialogProps) => {
  const current = useSession();
  const pricing = usePlanPricing();
  const cardOnFile = useAccount().data?.subscription?.creditCard ?? null;
  const [packs, setPacks] = useState<number>(LIMITS.minCasePacks);
  const [bought, setBought] = useState(false);
  const purchase = useCasesPurchase(companyId, (resume) => {
    onBought?.(resume);
    setBought(true);
    setTimeout(onClose, 2000);
  });
  if (purchase.refused || (current && !isOwnerOrAdmin(actorFromSession(current))))
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
            {pricing.isPending && <CircularProgress size={24} aria-label="Loading the price of cases" />}
            {pricing.isError && (
              <Alert severity="error" action={<Button onClick={() => void pricing.refetch()}>Retry</Button>}>
                The price of cases could not be loaded.
              </Alert>
            )}
            {purchase.error && <Alert severity="error">{purchase.error}</Alert>}
            {total !== null && (
              <>
                {cardOnFile && (
                  <CardOnFileChoice
                    card={cardOnFile}
                    onUse={() => purchase.askWithCardOnFile(cardOnFile, packs)}
                  />
                )}
                <PaymentForm
                  submitLabel={`Pay ${formatUsd(total)}`}
                  defaultEmail={current?.email ?? ''}
                  onSubmit={(card) => purchase.askWithNewCard(card, packs)}
                  secondaryAction={<Button onClick={onClose}>Cancel</Button>}
                />
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      {purchase.pending && pricing.data && (
        <PaymentConfirmDialog
          lines={casesChargeLines(pricing.data, purchase.pending)}
          dueToday={casesPackTotal(pricing.data, purchase.pending.packs)}
          pending={purchase.running}
          onConfirm={() => void purchase.confirm()}
          onClose={purchase.cancel}
        />
      )}
    </Dialog>
  );
};
