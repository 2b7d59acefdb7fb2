const SLOT_MS = 30 * 60_000;

/**
 * The arrival times offered: now, then every half hour from the next one, up to `hours` ahead (a wheel of choices a
 * thumb can reach; the server checks the park's horizon again).
 */
export function arrivalChoices(now: number, hours = 12): Date[] {
  const first = Math.ceil((now + 60_000) / SLOT_MS) * SLOT_MS;
  const times = [new Date(now)];
  for (let at = first; at <= now + hours * 3_600_000; at += SLOT_MS) times.push(new Date(at));
  return times;
}

/** "1小时05分" until `to`, or undefined once it is past. */
export function countdown(now: number, to: string): string | undefined {
  const ms = Date.parse(to) - now;
  if (ms <= 0) return undefined;
  const minutes = Math.ceil(ms / 60_000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}小时${String(m).padStart(2, '0')}分` : `${m}分钟`;
}
