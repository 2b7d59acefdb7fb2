// Zod-free on purpose: pages import these without pulling zod into their chunks.

/** Station open states: 1 open, 2 closed, 3 under maintenance (shown as openState.text). */
export const StationOpenState = { OPEN: 1, CLOSED: 2, MAINTENANCE: 3 } as const;
export type StationOpenState = (typeof StationOpenState)[keyof typeof StationOpenState];
export const stationOpenStateText: Record<StationOpenState, string> = { 1: '营业中', 2: '暂停营业', 3: '维护中' };
