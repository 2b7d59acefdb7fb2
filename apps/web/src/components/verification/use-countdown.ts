import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that ticks once a second; `start(n)` (re)starts it. */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback((seconds: number) => setLeft(Math.max(0, Math.round(seconds))), []);
  return { left, start };
}
