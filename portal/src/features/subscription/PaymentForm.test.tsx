import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { EMAIL_FORMAT_MESSAGE, MESSAGES } from '@casebridge/domain';
import { RENDER_TIMEOUT_MS, fakeDataProvider } from '../../test/portalTestUtils.tsx';
import { renderInAdmin } from '../../test/renderInAdmin.tsx';
import { PAYMENT_FIELD_LABELS, PaymentForm } from './PaymentForm.tsx';
import { fillCard } from './subscriptionTestUtils.ts';

afterEach(cleanup);

function show(onSubmit = vi.fn(() => Promise.resolve())) {
  renderInAdmin(<PaymentForm submitLabel="Pay" onSubmit={onSubmit} />, fakeDataProvider());
  return onSubmit;
}

const pay = () => fireEvent.click(screen.getByRole('button', { name: 'Pay' }));

describe('PaymentForm', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('labels every field and lists the accepted cards', () => {
    show();
    for (const label of Object.values(PAYMENT_FIELD_LABELS))
      expect(screen.getByLabelText(label, { exact: false })).toBeTruthy();
    const brands = screen.getByRole('list', { name: 'Accepted cards' });
    expect(
      within(brands)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Visa', 'Mastercard', 'American Express', 'Discover']);
  });

  it('shows the required message of each field', async () => {
    const onSubmit = show();
    pay();
    for (const message of [
      MESSAGES.emailRequired,
      MESSAGES.cardNumberRequired,
      MESSAGES.expirationRequired,
      MESSAGES.securityCodeRequired,
      MESSAGES.zipRequired,
      MESSAGES.nameOnCardRequired,
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the e-mail format, the card number and the expiry', async () => {
    show();
    fillCard({ email: 'nope', cardNumber: '4242424242424241', expiration: '0120' });
    pay();
    expect(await screen.findByText(EMAIL_FORMAT_MESSAGE)).toBeTruthy();
    expect(screen.getByText(MESSAGES.cardNumberInvalid)).toBeTruthy();
    expect(screen.getByText(MESSAGES.expirationInvalid)).toBeTruthy();
  });

  it('formats what is typed and sends a valid card', async () => {
    const onSubmit = show();
    fillCard();
    expect(
      (screen.getByLabelText(PAYMENT_FIELD_LABELS.cardNumber, { exact: false }) as HTMLInputElement).value,
    ).toBe('4242 4242 4242 4242');
    pay();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ cardNumber: '4242 4242 4242 4242', expiration: '12/39', zip: '78701' }),
    );
  });

  it("shows the provider's decline above the form, and its field errors under the fields", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(
        new HttpError(MESSAGES.cardInsufficientFunds, 402, {
          error: 'payment_failed',
          message: MESSAGES.cardInsufficientFunds,
        }),
      )
      .mockRejectedValueOnce(
        new HttpError(MESSAGES.invalidInput, 400, {
          error: 'validation_error',
          message: MESSAGES.invalidInput,
          fields: { card: MESSAGES.securityCodeInvalid, 'card.securityCode': MESSAGES.securityCodeInvalid },
        }),
      );
    show(onSubmit);
    fillCard();
    pay();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MESSAGES.paymentError)).toBeTruthy();
    expect(within(alert).getByText(MESSAGES.cardInsufficientFunds)).toBeTruthy();
    pay();
    expect(await screen.findByText(MESSAGES.securityCodeInvalid)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(MESSAGES.cardInsufficientFunds)).toBeNull());
  });
});
