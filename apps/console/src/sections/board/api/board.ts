import { BoardChange, BoardOps } from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { usePushStream, type StreamState } from '../../../api/stream';

export const boardKey = ['board'] as const;

export const boardQuery = queryOptions({ queryKey: boardKey, queryFn: () => api.call(BoardOps.board) });

/** Changes arriving within this long are read as one (a gate's entry and its payment come close together). */
const COALESCE_MS = 400;

export type { StreamState };

/**
 * Follows the board's push stream while the page is open: each `changed` reads the board again (no polling). The
 * stream is reopened when it ends; what changed meanwhile is read at each `ready`. The change names its park; the
 * board is one query, so any change reads it again.
 */
export const useBoardPushes = (): StreamState =>
  usePushStream(BoardOps.boardEvents, [boardKey], (data) => BoardChange.safeParse(data).success, COALESCE_MS);
