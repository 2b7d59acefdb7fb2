import type { FollowKind } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';

/** What the alerts know of a followed place at one moment. */
export interface PlaceFacts {
  /** Spaces or free connectors; -1 when the park does not count them. */
  freeNum: number;
  totalNum: number;
  priceText: string;
  /** False when the park is offline or the station is closed: space there is of no use. */
  open: boolean;
}

/**
 * A place is "scarce" below this many free spaces or connectors: an availability alert is worth sending when a
 * place goes from scarce to not. 1 means "from full to having space" — a followed busy park would otherwise alert at
 * every car that leaves; the hourly limit bounds it anyway.
 */
export const SCARCE_BELOW = 1;

/** Why an availability alert is sent, in the list's words; null when the change is not worth telling. */
export function availabilityAlert(kind: FollowKind, before: number | undefined, now: PlaceFacts): string | null {
  if (before === undefined || before < 0 || now.freeNum < 0 || !now.open) return null;
  if (before >= SCARCE_BELOW || now.freeNum < SCARCE_BELOW) return null;
  return kind === 'park'
    ? `有空车位了：空车位 ${now.freeNum}/${now.totalNum}`
    : `有空闲充电桩了：空闲桩 ${now.freeNum}/${now.totalNum}`;
}

/** A price alert's words (old → new) when the price text changed; null when it did not or nothing was known. */
export function priceAlert(before: string | undefined, now: PlaceFacts): string | null {
  if (before === undefined || before === now.priceText || now.priceText === '') return null;
  return `价格调整：${before || '未公布'} → ${now.priceText}`;
}

/** The Shanghai hour an alert falls in (2026-06-01T10): at most one alert per driver, kind and place in each. */
export const hourBucket = (at: Date): string => formatShanghaiMinute(at).slice(0, 13).replace(' ', 'T');
