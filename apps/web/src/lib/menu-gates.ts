import { offers, type MenuConfig } from '@parking/contracts';

type Gate = (config: MenuConfig) => boolean;

const parking: Gate = (c) => offers(c).parking;
const charging: Gate = (c) => offers(c).charging;
const bag: Gate = (c) => parking(c) && c.bagPlan !== null;

/**
 * What each menu flag turns on (spec section 1 lists the flags, not their meaning: docs/decisions/031). One table
 * for every screen that asks, so a flag means the same on home, 我的 and the pay pages. Parking features need a
 * parking platform (platBizType 1 or 3), charging ones a charging platform with the charging flag.
 */
export const menuGates = {
  parking,
  charging,
  /** The balance (recharge, pay with it): walletPlan or supportBalance; both open the one balance screen. */
  balance: (c) => offers(c).balance,
  /** payForOthers: paying by typing a plate, any plate (home's 车牌缴费); a driver's own cars pay from their cards. */
  payByPlate: (c) => parking(c) && c.payForOthers,
  /** roadParking: the road-side parking pages (/roadParking: plates, sessions, ending a stay). */
  roadParking: (c) => parking(c) && c.roadParking,
  /** scan: scanning a lane's or berth's code with the WeChat/Alipay scanner. */
  scan: (c) => parking(c) && c.scan,
  /** filterParkingType: park lists may be filtered by 路内 / 路外. */
  parkTypeFilter: (c) => parking(c) && c.filterParkingType,
  /** bagPlan not null: monthly plans are sold (the BAG entry); its value picks how (bagPlanModes). */
  bag,
  /** bagVehicle: the driver manages which of their cars a monthly plan covers. */
  bagVehicle: (c) => bag(c) && c.bagVehicle,
  diffTime: (c) => parking(c) && c.diffTime,
  /** chargingBerth: charging berths charge an occupation fee (占位费) after charging ends. */
  chargingBerth: (c) => charging(c) && c.chargingBerth,
  coupon: (c) => c.coupon,
  invoice: (c) => c.elecInvoice,
  news: (c) => c.news,
  /** homeParkingCharge: the parked-car cards on home. */
  homeParkingCharge: (c) => parking(c) && c.homeParkingCharge,
  /**
   * etcp: the dealer's car parks run on the ETCP network, which collects their fees itself. This app has no ETCP
   * integration, so the flag is served and kept but turns nothing on (docs/decisions/031).
   */
  etcp: () => false,
} satisfies Record<string, Gate>;
export type MenuFeature = keyof typeof menuGates;

/** Whether a dealer offers a feature; unknown while the menu config loads (nothing gated is shown then). */
export const featureOn = (feature: MenuFeature, config: MenuConfig | undefined): boolean =>
  config !== undefined && menuGates[feature](config);

/** bagPlan 1: plans by car park (nearbyBagParks); 2: plans by rule across parks (bagMultiRules); 3: both. */
export function bagPlanModes(config: MenuConfig): { byPark: boolean; byRule: boolean } {
  if (!bag(config)) return { byPark: false, byRule: false };
  return { byPark: config.bagPlan !== 2, byRule: config.bagPlan !== 1 };
}
