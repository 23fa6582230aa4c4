/** Test helpers of the plan and payment tests (imported by tests only). */
import { fireEvent, screen } from '@testing-library/react';
import { PAYMENT_FIELD_LABELS } from './PaymentForm.tsx';

export const VALID_CARD = {
  email: 'billing@lee.law',
  cardNumber: '4242424242424242',
  expiration: '1239',
  securityCode: '123',
  zip: '78701',
  nameOnCard: 'Ann Lee',
} as const;

/** Types a valid card into the payment form (labels as the form shows them). */
export function fillCard(values: Partial<Record<keyof typeof VALID_CARD, string>> = {}) {
  const all = { ...VALID_CARD, ...values };
  for (const [field, value] of Object.entries(all)) {
    const label = PAYMENT_FIELD_LABELS[field as keyof typeof VALID_CARD];
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  }
}
