import { shanghaiDay } from '@parking/contracts/shanghai-time';

/** The Shanghai day an instant falls on. */
export const dayOf = (iso: string) => shanghaiDay(new Date(iso).getTime());
/** The last day of a period ending (exclusive) at this instant. */
export const lastDayOf = (iso: string) => shanghaiDay(new Date(iso).getTime() - 1);
