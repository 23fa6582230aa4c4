import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { TIMINGS } from '@casebridge/domain';
import { RENDER_TIMEOUT_MS, renderPortal } from '../test/portalTestUtils.tsx';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

describe('public mobile menu', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('navigates 500 ms after closing', async () => {
    const { location } = renderPortal('/reset-password');
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu', hidden: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TIMINGS.mobileMenuRedirectMs - 100);
    });
    expect(screen.queryByTestId('mobile-menu')).toBeNull();
    expect(location()).toBe('/reset-password');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    await waitFor(() => expect(location()).toBe('/sign-up'));
  });

  it('closes on a swipe right', async () => {
    renderPortal('/reset-password');
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu', hidden: true }));
    const menu = await screen.findByTestId('mobile-menu');
    fireEvent.mouseDown(menu, { clientX: 10, clientY: 10 });
    fireEvent.mouseMove(document, { clientX: 200, clientY: 12 });
    fireEvent.mouseUp(document, { clientX: 200, clientY: 12 });
    await waitFor(() => expect(screen.queryByTestId('mobile-menu')).toBeNull());
  });
});
