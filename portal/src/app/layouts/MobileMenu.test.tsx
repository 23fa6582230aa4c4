import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { TIMINGS } from '@casebridge/domain';
import { RENDER_TIMEOUT_MS, renderPortal } from '../../test/portalTestUtils.tsx';

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

  it('on the home page, goes to the section 500 ms after closing and scrolls to it', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    try {
      const { location } = renderPortal('/sign-in');
      fireEvent.click(await screen.findByRole('button', { name: 'Open menu', hidden: true }));
      fireEvent.click(await screen.findByRole('button', { name: 'Contact Us' }));
      await waitFor(() => expect(screen.queryByTestId('mobile-menu')).toBeNull());
      expect(location()).toBe('/sign-in');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(TIMINGS.mobileMenuRedirectMs);
      });
      await waitFor(() => expect(location()).toBe('/sign-in?section=contact-us'));
      await waitFor(() => expect(scrolled).toEqual(['contact-us']));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
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
