/**
 * Card payments: a failed payment, the card's declines (as the card payment provider words them) and the
 * payment method.
 */
export const PAYMENT_MESSAGES = {
  // SPEC.md's sentences, word for word (shared/spec/messages.txt).
  paymentError: 'There was an error when trying to process your payment',
  // The product's own.
  cardDeclined: 'Your card was declined.',
  cardInsufficientFunds: 'Your card has insufficient funds.',
  cardExpired: 'Your card has expired.',
  cardIncorrectCvc: 'Your card’s security code is incorrect.',
  cardProcessingError: 'An error occurred while processing your card. Try again in a little bit.',
  cardRequired: 'Please enter your card details.',
  paymentMethodUpdated: 'Your payment method was updated.',
} as const;
