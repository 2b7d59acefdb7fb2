import { useEffect, useState } from 'react';

/** Milliseconds since the page opened, updated every second while `running`: how long a result has been awaited. */
export function useWaited(running: boolean): number {
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(started);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [running]);
  return now - started;
}
