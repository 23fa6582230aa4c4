import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { DEFAULT_PLAN_PRICING, MESSAGES, PLAN_LABELS, PLAN_TYPES } from '@casebridge/domain';
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
    expect(cards.getByText(/Facilities: \$99\/mo/)).toBeTruthy();
    expect(cards.getByText('$9/mo each')).toBeTruthy();
    expect(cards.getByText('$19/mo each')).toBeTruthy();
    expect(cards.getByRole('link', { name: 'Start 60-day free trial!' })).toBeTruthy();
    await act(async () => resolve(REAL));
    expect(await cards.findByText('$65/mo')).toBeTruthy();
    expect(cards.getByText(/Facilities: \$109\.50\/mo/)).toBeTruthy();
    expect(cards.getByText('$10/mo each')).toBeTruthy();
    expect(cards.getByText('$20/mo each')).toBeTruthy();
    expect(cards.getByText(/or \$650\/yr/)).toBeTruthy();
    expect(cards.getByText(/save 16%/)).toBeTruthy();
    expect(cards.getByRole('link', { name: 'Start 30-day free trial!' })).toBeTruthy();
    expect(cards.queryByText('$59/mo')).toBeNull();
    expect(cards.getByText(new RegExp(MESSAGES.noChargeUntilTrialEnds))).toBeTruthy();
  });

  it('shows every plan the plan page sells, Advanced included, for professionals and facilities (issue 17 item 18)', () => {
    show(Promise.resolve(DEFAULT_PLAN_PRICING));
    const titles = within(region())
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-labelledby'))
      .map((id) => document.getElementById(id!)?.textContent);
    expect(titles).toEqual(PLAN_TYPES.map((planType) => PLAN_LABELS[planType]));
    const advanced = within(within(region()).getByRole('article', { name: 'Advanced' }));
    expect(advanced.getByText('$39/mo')).toBeTruthy();
    expect(advanced.getByText(/or \$429\/yr/)).toBeTruthy();
    expect(advanced.getByText(/Facilities: \$69\/mo/)).toBeTruthy();
  });

  it('keeps the static prices when the plan pricing cannot be loaded', async () => {
    show(Promise.reject(new Error('offline')));
    await act(async () => undefined);
    expect(within(region()).getByText('$59/mo')).toBeTruthy();
    expect(within(region()).getByRole('article', { name: 'Premium' })).toBeTruthy();
  });
});
