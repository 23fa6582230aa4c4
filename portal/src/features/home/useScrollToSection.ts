import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls the home page to `section` (an element id) on arrival and on every later navigation to it, also
 * when the URL does not change (a header link clicked again while already on the page): each navigation
 * has its own location key. A later navigation without a section (Log in) goes back to the top.
 */
export function useScrollToSection(section: string | null): void {
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    if (section) {
      document.getElementById(section)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    } else if (key !== firstKey.current && typeof window.scrollTo === 'function') {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  }, [section, key]);
}
