import {
  PlatBizType,
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
