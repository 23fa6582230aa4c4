import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { TRUST_SIGNAL_TEXT } from '@casebridge/domain';
import { PROFILE } from './directoryTestData.ts';
import { TrustSignals } from './TrustSignals.tsx';

afterEach(cleanup);

const card = (label: string) => screen.getByRole('region', { name: label });

describe('the trust signals of a profile', () => {
  it('shows each figure above the minimum sample and says so below it', () => {
    render(<TrustSignals signals={PROFILE.trustSignals} />);
    expect(screen.getByRole('region', { name: 'On CaseBridge' })).toBeTruthy();
    expect(within(card('Cases worked on')).getByText('6 cases')).toBeTruthy();
    expect(within(card('Median response time')).getByText('4.5 hours')).toBeTruthy();
    const reduction = card('Average accepted reduction');
    expect(within(reduction).getByText('Not enough history yet (1 of the 5 needed)')).toBeTruthy();
    expect(within(reduction).queryByText(/%/)).toBeNull();
  });

  it('explains how a figure is computed in a popover opened from its button, closed with Escape', async () => {
    render(<TrustSignals signals={PROFILE.trustSignals} />);
    const button = within(card('Median response time')).getByRole('button', {
      name: 'How is this computed?',
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const popover = await screen.findByRole('dialog', { name: 'How “Median response time” is computed' });
    expect(within(popover).getByText(TRUST_SIGNAL_TEXT.inviteResponseHours.explanation)).toBeTruthy();
    expect(within(popover).getByText('Computed from 6 records of CaseBridge.')).toBeTruthy();
    fireEvent.keyDown(popover, { key: 'Escape' });
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing for a profile without signals', () => {
    const { container } = render(<TrustSignals signals={[]} />);
    expect(container.textContent).toBe('');
  });
});
