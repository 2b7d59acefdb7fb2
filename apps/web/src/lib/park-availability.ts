import type { Park } from '@parking/contracts';

export type Availability = 'plenty' | 'few' | 'full' | 'offline';

/**
 * How a park's free spaces look at a glance (marker colour, list tag): offline parks report nothing reliable; fewer
 * than 10 spaces, or under a tenth of the park, is "few".
 */
export function parkAvailability(
  park: Pick<Park, 'isOnline' | 'leftParkSpaceNum' | 'totalParkSpaceNum'>,
): Availability {
  if (!park.isOnline) return 'offline';
  if (park.leftParkSpaceNum <= 0) return 'full';
  if (park.leftParkSpaceNum < 10 || park.leftParkSpaceNum < park.totalParkSpaceNum / 10) return 'few';
  return 'plenty';
}

export const availabilityText: Record<Availability, string> = {
  plenty: '空位充足',
  few: '空位紧张',
  full: '已满',
  offline: '暂无数据',
};

/** What a park offers beyond temporary parking, as tags. */
export function parkOffers(park: Park): string[] {
  const offers: string[] = [];
  if (park.supportBag) offers.push('月租');
  if (park.supportBook) offers.push('可预约');
  if (park.supportCharge) offers.push('充电');
  if (park.supportDiffTimeBag || park.supportDiffTimeBook) offers.push('错时共享');
  return offers;
}
