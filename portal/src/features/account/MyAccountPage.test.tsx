import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { DEFAULT_PLAN_PRICING, MESSAGES, format, formatLongDate } from '@casebridge/domain';
import type { CaseResume, PreviousSummary, Subscription, SubscriptionCart } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { fullCompany, testAccount, testSubscription } from '../../test/accountTestData.ts';
import {
  RENDER_TIMEOUT_MS,
  fakeDataProvider,
  renderPortal,
  testSession,
} from '../../test/portalTestUtils.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const VISA = { id: 'cc1', brand: 'visa', lastDigits: '4242' } as const;
const basic = testSubscription({
  planType: 'BASIC',
  billingType: 'MONTHLY',
  status: 'ACTIVE',
  trialing: false,
  freeTrialUsed: false,
  customer: true,
  creditCard: VISA,
});

interface Setup {
  subscription?: Subscription;
  permission?: 'OWNER' | 'ADMIN' | 'MEMBER';
  previous?: PreviousSummary | Error;
  path?: string;
  changeCard?: () => Promise<unknown>;
  /** What PUT /subscriptions/quote answers (a trial by default: nothing due). */
  quote?: SubscriptionCart;
  resume?: CaseResume;
}

function show(setup: Setup = {}) {
  const company = fullCompany({ status: 'VALIDATED' });
  const subscription = setup.subscription ?? basic;
  session.set(
    testSession({
      permissions: setup.permission ?? 'OWNER',
      companyType: 'ATTORNEY',
      companyStatus: 'VALIDATED',
      company: {
        id: company.id,
        name: company.name,
        type: company.type,
        status: 'VALIDATED',
        subscriptionType: subscription.planType,
      },
    }),
  );
  const dataProvider = fakeDataProvider(0, subscription);
  const saved = { company, subscription: testSubscription(), cart: {} };
  Object.assign(dataProvider, {
    getAccount: vi.fn(() => Promise.resolve(testAccount(company, subscription))),
    getPlanPricing: vi.fn(() => Promise.resolve(DEFAULT_PLAN_PRICING)),
    getMyCreditCard: vi.fn(() => Promise.resolve(VISA)),
    getCaseResume: vi.fn(() =>
      Promise.resolve(
        setup.resume ?? { total: 8, totalAvailable: 2, totalSpent: 8, totalPurchase: 0, totalIncluded: 10 },
      ),
    ),
    getQuote: vi.fn(() =>
      Promise.resolve(
        setup.quote ?? {
          items: [{ concept: 'PROFESSIONAL_PLAN', quantity: 1, unitAmount: 5900, amount: 5900 }],
          subscriptionAmount: 5900,
          dueAmount: 0,
          trialEnd: '2027-01-01T12:00:00.000Z',
        },
      ),
    ),
    getPreviousSummary: vi.fn(() =>
      setup.previous instanceof Error || !setup.previous
        ? Promise.reject(setup.previous ?? new HttpError('Not found', 404, {}))
        : Promise.resolve(setup.previous),
    ),
    savePaymentMethod: vi.fn(() => Promise.resolve(saved)),
    changePaymentMethod: vi.fn(setup.changeCard ?? (() => Promise.resolve(saved))),
  });
  renderPortal(setup.path ?? '/my-account', { dataProvider });
  return dataProvider;
}

const subscriptionSection = () => screen.findByRole('region', { name: 'Subscription' });
const professionals = ['Ann', 'Ben', 'Cy', 'Di'].map((name, i) => ({
  id: `l${i}`,
  name,
  lastName: 'Lee',
  credentials: { label: 'Esq.' },
}));

describe('MyAccountPage', { timeout: RENDER_TIMEOUT_MS }, () => {
  it("shows the user's data, the password link, the plan, the card, the cases and the plan's features", async () => {
    show();
    const section = await subscriptionSection();
    expect(within(section).getByText('Basic')).toBeTruthy();
    expect(await within(section).findByText('Visa ending in 4242')).toBeTruthy();
    expect(within(section).getByText('Not used yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe(
      '/password-update',
    );
    expect(screen.getByText('ann.lee@example.com')).toBeTruthy();
    // Only what Basic includes (issue 40 item 32): none of the table's features, so no list of them.
    expect(screen.queryByRole('list', { name: 'Basic features' })).toBeNull();
    expect(screen.queryAllByTitle('Not included')).toHaveLength(0);
    expect(
      screen.getByText(/^Basic is the free plan\. Upgrading adds: unlimited case creation/),
    ).toBeTruthy();
    const cases = screen.getByRole('region', { name: 'Cases' });
    expect(await within(cases).findByText('8')).toBeTruthy();
  });

  it('shows the included cases apart from the bought ones (issue 40 item 32: given 10, bought 20)', async () => {
    show({ resume: { total: 3, totalSpent: 3, totalIncluded: 10, totalPurchase: 20, totalAvailable: 27 } });
    const cases = await screen.findByRole('region', { name: 'Cases' });
    const valueOf = async (label: string) =>
      (await within(cases).findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await valueOf('Included')).toBe('10');
    expect(await valueOf('Bought')).toBe('20');
    expect(await valueOf('Created')).toBe('3');
    expect(await valueOf('Available')).toBe('27');
  });

  it(
    'upgrades through the three steps; Back returns to the prior step',
    async () => {
      const dataProvider = show({ previous: { professionals, addresses: [], totalAmount: 3800 } });
      fireEvent.click(within(await subscriptionSection()).getByRole('button', { name: 'Upgrade' }));
      const dialog = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
      expect(within(dialog).queryByRole('article', { name: 'Basic' })).toBeNull();
      const premium = await within(dialog).findByRole('article', { name: 'Premium' });
      fireEvent.click(within(premium).getByRole('button', { name: 'Start 60-day free trial!' }));
      const step2 = await screen.findByRole('dialog', { name: 'Your previous benefits' });
      expect(within(step2).getAllByRole('listitem')).toHaveLength(3);
      fireEvent.click(within(step2).getByRole('button', { name: 'Show all 4' }));
      expect(within(step2).getAllByRole('listitem')).toHaveLength(4);
      fireEvent.click(within(step2).getByRole('button', { name: 'Continue' }));
      const step3 = await screen.findByRole('dialog', { name: 'Payment information' });
      expect(await within(step3).findByRole('region', { name: 'Subscription cart' })).toBeTruthy();
      fireEvent.click(within(step3).getByRole('button', { name: 'Back' }));
      await screen.findByRole('dialog', { name: 'Your previous benefits' });
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Use Visa ending in 4242' }));
      // Choosing the card asks first, with what is charged and when (issue 40 item 32).
      const confirm = await screen.findByRole('dialog', { name: 'Confirm your payment' });
      expect(within(confirm).getByText(/Visa ending in 4242 is charged/)).toBeTruthy();
      expect(dataProvider.savePaymentMethod).not.toHaveBeenCalled();
      fireEvent.click(within(confirm).getByRole('button', { name: /^Confirm/ }));
      await waitFor(() =>
        expect(dataProvider.savePaymentMethod).toHaveBeenCalledWith('c1', {
          upgradeTo: 'PRO',
          billingType: 'MONTHLY',
          previousBenefits: true,
        }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    2 * RENDER_TIMEOUT_MS,
  );

  it('goes straight to payment when the previous summary fails; Back on step 1 closes', async () => {
    show({ previous: new HttpError('Boom', 500, {}) });
    fireEvent.click(within(await subscriptionSection()).getByRole('button', { name: 'Upgrade' }));
    const premium = await screen.findByRole('article', { name: 'Premium' });
    fireEvent.click(within(premium).getByRole('button', { name: 'Start 60-day free trial!' }));
    const step3 = await screen.findByRole('dialog', { name: 'Payment information' });
    fireEvent.click(within(step3).getByRole('button', { name: 'Back' }));
    const step1 = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    fireEvent.click(within(step1).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a plain member gets the unauthorized modal and nothing is sent', async () => {
    const dataProvider = show({ permission: 'MEMBER' });
    fireEvent.click(within(await subscriptionSection()).getByRole('button', { name: 'Upgrade' }));
    const modal = await screen.findByRole('dialog', { name: MESSAGES.unauthorizedSubscription });
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Change payment method' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.unauthorizedSubscription })).toBeTruthy();
    expect(dataProvider.savePaymentMethod).not.toHaveBeenCalled();
  });

  it("'Switch to Annual and save' (the user menu's link) shows the saving and the new price, then switches", async () => {
    const monthly = testSubscription({
      billingType: 'MONTHLY',
      status: 'ACTIVE',
      trialing: false,
      creditCard: VISA,
    });
    const dataProvider = show({ subscription: monthly, path: '/my-account?billingType=ANNUAL' });
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.switchToAnnual });
    expect(within(dialog).getByText('Save 16%')).toBeTruthy();
    expect(within(dialog).getByText('$590/yr')).toBeTruthy();
    // What is charged, to which card and when, before the switch (issue 40 item 32).
    const noCharge = format(MESSAGES.noChargeUntilTrialEndsOn, {
      date: formatLongDate('2027-01-01T12:00:00.000Z'),
    });
    expect(
      await within(dialog).findByText(
        `${noCharge} Then your Visa ending in 4242 is charged the annual price each year.`,
      ),
    ).toBeTruthy();
    expect(dataProvider.savePaymentMethod).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch to Annual' }));
    await waitFor(() =>
      expect(dataProvider.savePaymentMethod).toHaveBeenCalledWith('c1', {
        upgradeTo: 'PRO',
        billingType: 'ANNUAL',
      }),
    );
  });

  it('switching to annual after the trial says it charges today, and the button says how much', async () => {
    const monthly = testSubscription({
      billingType: 'MONTHLY',
      status: 'ACTIVE',
      trialing: false,
      creditCard: VISA,
    });
    const quote = {
      items: [
        { concept: 'PROFESSIONAL_PLAN_PER_YEAR' as const, quantity: 1, unitAmount: 59000, amount: 59000 },
      ],
      subscriptionAmount: 59000,
      dueAmount: 59000,
      trialEnd: null,
    };
    const dataProvider = show({ subscription: monthly, quote });
    fireEvent.click(
      within(await subscriptionSection()).getByRole('button', { name: MESSAGES.switchToAnnual }),
    );
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.switchToAnnual });
    expect(
      await within(dialog).findByText(
        'The switch is made today: your Visa ending in 4242 is charged $590 today, then each year.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.savePaymentMethod).not.toHaveBeenCalled();
    fireEvent.click(
      within(await subscriptionSection()).getByRole('button', { name: MESSAGES.switchToAnnual }),
    );
    const again = await screen.findByRole('dialog', { name: MESSAGES.switchToAnnual });
    fireEvent.click(await within(again).findByRole('button', { name: 'Switch to Annual and pay $590' }));
    await waitFor(() => expect(dataProvider.savePaymentMethod).toHaveBeenCalledTimes(1));
  });

  it('downgrades to a chosen target, nothing charged', async () => {
    const monthly = testSubscription({
      billingType: 'MONTHLY',
      status: 'ACTIVE',
      subscriptionPeriodEnd: '2026-12-20T00:00:00.000Z',
    });
    const dataProvider = show({ subscription: monthly });
    fireEvent.click(within(await subscriptionSection()).getByRole('button', { name: 'Downgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Downgrade your plan' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Advanced Monthly/ }));
    // What changes, when (the period's end in the user's time zone) and what is charged then.
    const date = formatLongDate('2026-12-20T00:00:00.000Z');
    expect(
      within(dialog).getByText(
        `Advanced Monthly starts at the end of the period on ${date}. Your card on file is charged $39/mo from then on.`,
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Basic Monthly/ }));
    expect(
      within(dialog).getByText(
        `Basic Monthly starts at the end of the period on ${date}. It is free: nothing is charged from then on.`,
      ),
    ).toBeTruthy();
    expect(dataProvider.savePaymentMethod).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Advanced Monthly/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Downgrade' }));
    await waitFor(() =>
      expect(dataProvider.savePaymentMethod).toHaveBeenCalledWith('c1', {
        upgradeTo: 'ADVANCED',
        billingType: 'MONTHLY',
      }),
    );
  });

  it("a pending downgrade reads 'Premium until {date}' and offers only Cancel Downgrade", async () => {
    const end = '2026-12-20T00:00:00.000Z';
    const pending = testSubscription({
      status: 'PENDING_CANCELLATION',
      subscriptionPeriodEnd: end,
      downgradeTo: { planType: 'BASIC', billingType: 'ANNUAL' },
    });
    const dataProvider = show({ subscription: pending });
    const section = await subscriptionSection();
    expect(
      within(section).getByText(format(MESSAGES.premiumUntil, { date: formatLongDate(end) })),
    ).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Upgrade' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Downgrade' })).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: MESSAGES.cancelDowngrade }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.cancelDowngrade });
    expect(
      within(dialog).getByText(
        `Nothing is charged now; your card on file is charged $590/yr at the end of the period on ${formatLongDate(end)}, as before.`,
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGES.cancelDowngrade }));
    await waitFor(() =>
      expect(dataProvider.savePaymentMethod).toHaveBeenCalledWith('c1', {
        upgradeTo: 'PRO',
        billingType: 'ANNUAL',
      }),
    );
  });

  it('a declined new card keeps the old one: the error shows and the dialog stays', async () => {
    const declined = () =>
      Promise.reject(new HttpError(MESSAGES.cardDeclined, 402, { message: MESSAGES.cardDeclined }));
    show({ changeCard: declined });
    fireEvent.click(
      within(await subscriptionSection()).getByRole('button', { name: 'Change payment method' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change payment method' });
    const values = {
      'Card number': '4000000000000002',
      'Expiration date': '1239',
      'Security code': '123',
      ZIP: '78701',
      'Name on card': 'Ann Lee',
    };
    for (const [label, value] of Object.entries(values))
      fireEvent.change(within(dialog).getByLabelText(label, { exact: false }), { target: { value } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByText(MESSAGES.cardDeclined)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.paymentError)).toBeTruthy();
  });
});
