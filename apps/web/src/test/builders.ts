import { PlatBizType, type HomeFuncEntry, type MenuConfig } from '@parking/contracts';

/** A dealer with every feature switched on; tests switch off what they are about. */
export const aMenuConfig = (overrides: Partial<MenuConfig> = {}): MenuConfig => ({
  bagVehicle: true,
  bagPlan: 1,
  chargingBerth: true,
  coupon: true,
  diffTime: true,
  elecInvoice: true,
  etcp: true,
  filterParkingType: true,
  roadParking: true,
  scan: true,
  platBizType: PlatBizType.BOTH,
  charging: true,
  walletPlan: true,
  supportBalance: true,
  news: true,
  payForOthers: true,
  homeParkingCharge: true,
  ...overrides,
});

/** A home menu entry opening the in-app route of its id. */
export const aHomeEntry = (entryId: string, overrides: Partial<HomeFuncEntry> = {}): HomeFuncEntry => ({
  entryId,
  entryName: entryId,
  entryType: 1,
  icon: 'data:image/png;base64,iVBORw0KGgo=',
  needLogin: false,
  entryUrl: `/${entryId}`,
  ...overrides,
});
