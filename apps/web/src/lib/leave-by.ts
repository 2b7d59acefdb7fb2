import { formatShanghaiClock } from '@parking/contracts/shanghai-time';

/** What a paid car still in the park must know: leave by this time (HH:mm, Shanghai), and how many minutes are left. */
export interface LeaveBy {
  clock: string;
  minutesLeft: number;
}

/**
 * The leave-by time of a paid stay (the server's `graceUntil` while `inGracePeriod`), or null when there is none or
 * it has passed (the fee runs again, so the screen shows what is due instead). A started minute counts as left, so
 * "还剩 1 分钟" shows until the very end.
 */
export function leaveBy(order: { inGracePeriod: boolean; graceUntil: string | null }, now: number): LeaveBy | null {
  if (!order.inGracePeriod || !order.graceUntil) return null;
  const until = Date.parse(order.graceUntil);
  if (!Number.isFinite(until) || until <= now) return null;
  return { clock: formatShanghaiClock(until), minutesLeft: Math.ceil((until - now) / 60_000) };
}

/** "请于 15:28 前离场，还剩 12 分钟" */
export const leaveByText = ({ clock, minutesLeft }: LeaveBy) => `请于 ${clock} 前离场，还剩 ${minutesLeft} 分钟`;
