import { useState } from 'react';
import type { CaseResume, CreditCard, PaymentFormValues } from '@casebridge/domain';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useBuyCases } from './api.ts';

/** A purchase waiting for its confirmation: with the card on file, or with the new card typed in the form. */
export type PendingPurchase = { packs: number } & (
  | { kind: 'cardOnFile'; card: CreditCard }
  | { kind: 'newCard'; card: PaymentFormValues; settle: (failure?: unknown) => void }
);

export interface CasesPurchase {
  pending: PendingPurchase | null;
  running: boolean;
  /** The API's refusal of a card-on-file purchase (a new card's shows on the payment form). */
  error: string | null;
  /** The API answered 403: the unauthorized modal. */
  refused: boolean;
  askWithCardOnFile: (card: CreditCard, packs: number) => void;
  /** The payment form's submit: settles once the purchase is confirmed and made (rejects with its failure) or canceled. */
  askWithNewCard: (card: PaymentFormValues, packs: number) => Promise<void>;
  confirm: () => Promise<void>;
  cancel: () => void;
}

/**
 * Buying cases asks before it charges (issue 40 item 32): the card on file or the form's Pay only opens the
 * confirmation; its confirm makes the call. A new card's failure goes back to the payment form (the decline,
 * the field errors), any other is `error`.
 */
export function useCasesPurchase(companyId: string, onBought: (resume: CaseResume) => void): CasesPurchase {
  const buy = useBuyCases(companyId);
  const [pending, setPending] = useState<PendingPurchase | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);

  const askWithCardOnFile = (card: CreditCard, packs: number) => {
    setError(null);
    setPending({ kind: 'cardOnFile', card, packs });
  };
  const askWithNewCard = (card: PaymentFormValues, packs: number) =>
    new Promise<void>((resolve, reject) => {
      setError(null);
      const settle = (failure?: unknown) => (failure === undefined ? resolve() : reject(failure));
      setPending({ kind: 'newCard', card, packs, settle });
    });

  const confirm = async () => {
    if (!pending) return;
    const { packs } = pending;
    const request =
      pending.kind === 'cardOnFile'
        ? { paymentMethodId: pending.card.id, itemQuantity: packs }
        : { paymentMethodId: 'new', itemQuantity: packs, card: pending.card };
    try {
      const answer = await buy.mutateAsync(request);
      if (pending.kind === 'newCard') pending.settle();
      onBought(answer.caseResume);
    } catch (failure) {
      const { status, message } = apiFailure(failure);
      if (status === 403) setRefused(true);
      if (pending.kind === 'newCard') pending.settle(status === 403 ? undefined : failure);
      else if (status !== 403) setError(message);
    } finally {
      setPending(null);
    }
  };

  const cancel = () => {
    if (buy.isPending) return; // the call is made: its answer closes the confirmation
    if (pending?.kind === 'newCard') pending.settle();
    setPending(null);
  };

  return {
    pending,
    running: buy.isPending,
    error,
    refused,
    askWithCardOnFile,
    askWithNewCard,
    confirm,
    cancel,
  };
}
