import { SessionState } from '@parking/contracts';

/** Minutes as a driver reads a stay: "45分钟", "2小时", "2小时15分钟", "3天2小时". */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 0) return '--';
  const whole = Math.floor(minutes);
  const days = Math.floor(whole / 1440);
  const hours = Math.floor((whole % 1440) / 60);
  const mins = whole % 60;
  if (days > 0) return `${days}天${hours > 0 ? `${hours}小时` : ''}`;
  if (hours > 0) return `${hours}小时${mins > 0 ? `${mins}分钟` : ''}`;
  return `${mins}分钟`;
}

/** The colour of a state tag: running orders primary, money owed warning, finished default, abnormal danger. */
export function stateColor(state: string): 'primary' | 'warning' | 'default' | 'danger' | 'success' {
  switch (state) {
    case SessionState.PARKED:
      return 'primary';
    case SessionState.AWAITING_PAYMENT:
    case SessionState.ARREARS:
      return 'warning';
    case SessionState.ABNORMAL:
      return 'danger';
    default:
      return 'success';
  }
}

/** The order a page is about, from its query (?uniqueId=…&parkId=…); null when either is missing. */
export function orderRefOf(search: URLSearchParams): { uniqueId: string; parkId: string } | null {
  const uniqueId = search.get('uniqueId');
  const parkId = search.get('parkId');
  return uniqueId && parkId ? { uniqueId, parkId } : null;
}

/** The query of an order's pages (href's): its reference, nothing else of the order. */
export const orderQuery = (ref: { uniqueId: string; parkId: string }) => ({
  uniqueId: ref.uniqueId,
  parkId: ref.parkId,
});
