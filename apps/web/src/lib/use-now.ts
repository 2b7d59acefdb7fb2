import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` while the screen is shown (for countdowns such as "还剩 12 分钟"). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
