import { useCallback } from 'react';

/**
 * A ref for an element at the end of a scrolled list: `onReach` runs when it comes into view while `active`
 * (the next page exists and is not already loading). Without IntersectionObserver nothing happens; the list's
 * 'Load more' button does the same for keyboard users and older browsers.
 */
export function useBottomSentinel(onReach: () => void, active: boolean) {
  return useCallback(
    (node: HTMLElement | null) => {
      if (!node || !active || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReach();
      });
      observer.observe(node);
      return () => observer.disconnect();
    },
    [onReach, active],
  );
}
