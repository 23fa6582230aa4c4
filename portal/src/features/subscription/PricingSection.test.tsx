import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { DEFAULT_PLAN_PRICING, MESSAGES } from '@casebridge/domain';
import type { PlanPricing } from '@casebridge/domain';
import { RENDER_TIMEOUT_MS, fakeDataProvider } from '../../test/portalTestUtils.tsx';
import { renderInAdmin } from '../../test/renderInAdmin.tsx';
import { PricingSection } from './PricingSection.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const REAL: PlanPricing = {
  ...DEFAULT_PLAN_PRICING,
  PROFESSIONAL_PLAN: { price: 6500, trialPeriodDays: 30 },
  PROFESSIONAL_PLAN_PER_YEAR: { price: 65000, trialPeriodDays: 0 },
  FACILITY_PLAN: { price: 10950, trialPeriodDays: 0 },
  ADDRESS: { price: 1000, trialPeriodDays: 0 },
  PROFILE: { price: 2000, trialPeriodDays: 0 },
};

function show(answer: Promise<PlanPricing>) {
  const dataProvider = fakeDataProvider();
  dataProvider.getPlanPricing = vi.fn(() => answer);
  renderInAdmin(<PricingSection />, dataProvider);
}

const region = () => screen.getByRole('region', { name: 'Plans and pricing' });

describe('PricingSection', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('shows the static copy prices, then the real plan pricing once loaded', async () => {
    let resolve: (pricing: PlanPricing) => void = () => undefined;
    show(new Promise((r) => (resolve = r)));
    const cards = within(region());
    expect(cards.getByText('$59/mo')).toBeTruthy();
    expect(cards.getByText('$99/mo')).toBeTruthy();
    expect(cards.getByText('$9/mo each')).toBeTruthy();
    expect(cards.getByText('$19/mo each')).toBeTruthy();
    expect(cards.getByRole('link', { name: 'Start 60-day free trial!' })).toBeTruthy();
    await act(async () => resolve(REAL));
    expect(await cards.findByText('$65/mo')).toBeTruthy();
    expect(cards.getByText('$109.50/mo')).toBeTruthy();
    expect(cards.getByText('$10/mo each')).toBeTruthy();
    expect(cards.getByText('$20/mo each')).toBeTruthy();
    expect(cards.getByText(/or \$650\/yr \(Save 16%\)/)).toBeTruthy();
    expect(cards.getByRole('link', { name: 'Start 30-day free trial!' })).toBeTruthy();
    expect(cards.queryByText('$59/mo')).toBeNull();
    expect(cards.getByText(MESSAGES.noChargeUntilTrialEnds)).toBeTruthy();
  });

  it('keeps the static prices when the plan pricing cannot be loaded', async () => {
    show(Promise.reject(new Error('offline')));
    await act(async () => undefined);
    expect(within(region()).getByText('$59/mo')).toBeTruthy();
    expect(within(region()).getByRole('article', { name: 'Facility Premium' })).toBeTruthy();
  });
});
