/**
 * The device desks' push stream (decision 089): chargers and locks change on screen when the server says so, never by
 * polling. One hook per page: each `changed` of the page's kind reads the given queries again (coalesced).
 */
import { BoardOps, DeviceChange, type DeviceChange as Change } from '@parking/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { usePushStream, type StreamState } from './stream';

/** Changes arriving within this long are read as one (a status notification and its order's change come together). */
const COALESCE_MS = 500;

export type PushState = StreamState;

export function useDevicePushes(kind: Change['kind'], keys: readonly QueryKey[]): PushState {
  return usePushStream(
    BoardOps.deviceEvents,
    keys,
    (data) => {
      const change = DeviceChange.safeParse(data);
      return change.success && change.data.kind === kind;
    },
    COALESCE_MS,
  );
}
