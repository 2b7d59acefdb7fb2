import { z } from 'zod';
import { PlateColorOut } from './plates';

/**
 * A searched plate (spec section 3, Plate history record: id, plateNo, plateColor). The plate lookup records one per
 * search: for the driver when logged in, else for the device (header x-device-key).
 */
export const PlateHistoryRecord = z.object({
  id: z.string(),
  plateNo: z.string(),
  plateColor: PlateColorOut,
});
export type PlateHistoryRecord = z.infer<typeof PlateHistoryRecord>;

/** plateHistory: newest first; `data` is the list itself (spec section 7). */
export const PlateHistory = z.array(PlateHistoryRecord);
export type PlateHistory = z.infer<typeof PlateHistory>;

/** deletePlateHistory?recordId= */
export const PlateHistoryDeleteQuery = z.object({ recordId: z.uuid({ error: '记录不存在或已删除' }) });
export type PlateHistoryDeleteQuery = z.infer<typeof PlateHistoryDeleteQuery>;
