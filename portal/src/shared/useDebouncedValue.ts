import { useEffect, useState } from 'react';

/** `value`, once it has stayed the same for `delayMs` (a timer, no I/O: queries key on the settled value). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
