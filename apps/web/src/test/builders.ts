import {
  PlatBizType,
  type BagPark,
  type BagProduct,
  type HomeFuncEntry,
  type MenuConfig,
  type Park,
  type PayModel,
  type Station,
} from '@parking/contracts';

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

let placeSeq = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++placeSeq).padStart(12, '0')}`;

/** A park around 武林广场 with spaces free and nothing special on offer. */
export const aPark = (overrides: Partial<Park> = {}): Park => ({
  parkId: nextId(),
  parkName: '测试停车场',
  parkAddr: '杭州市下城区测试路1号',
  cityName: '杭州市',
  distance: 300,
  latitude: 30.2721,
  longitude: 120.1638,
  isOnline: true,
  leftParkSpaceNum: 120,
  totalParkSpaceNum: 300,
  supportBag: false,
  supportBook: false,
  supportCharge: false,
  supportDiffTimeBag: false,
  supportDiffTimeBook: false,
  feeRuleLabels: ['免费15分钟，超时从入场起计费', '首小时10元', '之后每30分钟3元'],
  priceSummary: '首小时10元，之后每30分钟3元',
  description: '',
  leftBagSpaceNum: 0,
  leftBookSpaceNum: 0,
  diffTimeBagLeftNum: 0,
  diffTimeBagTotalNum: 0,
  diffTimeBookLeftNum: 0,
  diffTimeBookTotalNum: 0,
  collected: false,
  ...overrides,
});

/** An open charging station with connectors free. */
export const aStation = (overrides: Partial<Station> = {}): Station => ({
  stationId: nextId(),
  stationName: '测试充电站',
  stationAddr: '杭州市下城区测试路2号',
  openState: { code: 1, text: '营业中' },
  supportBook: false,
  supportOccupy: false,
  usageRate: 40,
  currentPrice: '1.2500',
  quickChargingInfo: { leftNum: 6, totalNum: 10 },
  slowChargingInfo: { leftNum: 2, totalNum: 4 },
  parkingFeeDesc: '充电免停车费 2 小时',
  distance: 500,
  latitude: 30.2722,
  longitude: 120.1641,
  collected: false,
  ...overrides,
});

/** A page of a list answer. */
export const aPage = <T>(results: T[], totalRecord = results.length) => ({ results, totalRecord });

/** The pay channels a page offers: WeChat (sandbox) unless told. */
export const aPayModel = (channels: PayModel['channels'] = [{ payChannel: 3, name: '微信支付', sandbox: true }]) => ({
  channels,
  defaultChannel: channels[0]?.payChannel ?? null,
});

/** The park of the monthly-plan builders (BagPark, BagProduct). */
export const BAG_PARK_ID = '6f1c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';

/** Monthly plan product n of BAG_PARK_ID: a small car's month, 300.00元, unless told otherwise. */
export const aBagProduct = (n = 1, overrides: Partial<BagProduct> = {}): BagProduct => ({
  productId: `0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c${String(n).padStart(2, '0')}`,
  parkId: BAG_PARK_ID,
  kind: 'month',
  kindName: '月卡',
  vehicleClass: 'small',
  vehicleClassName: '小型车',
  priceFen: 30000,
  windows: null,
  quantity: null,
  maxPlates: 1,
  ...overrides,
});

/** A park's monthly-plan offer with one product (aBagProduct). */
export const aBagPark = (overrides: Partial<BagPark> = {}): BagPark => ({
  parkId: BAG_PARK_ID,
  parkName: '武林广场地下停车场',
  parkAddr: '杭州市下城区武林广场',
  leftBagSpaceNum: 12,
  rules: { lateRenewDays: 7, lateRenewFrom: 'expiry', startsNextDay: true, needsProof: false, notice: '' },
  products: [aBagProduct()],
  ...overrides,
});
