import { tariffFixtures, type FeeRule } from '../modules/tariffs';
import type { Db } from '../db/client';
import { chargingStations, parkFeeRules, parkProfiles, parks } from '../db/schema';
import { seedId } from './demo-dealer';

/**
 * Demo parks and charging stations to discover: central Hangzhou around 武林广场 (and a few in Suzhou), with real
 * place names and GCJ-02 coordinates close to the real ones. Parks get a current fee rule from the tariff fixtures
 * and a discovery profile; stations stand in some of the parks. Fixed ids, so seeding twice changes nothing.
 */
type Kind = 'offStreet' | 'roadSide';
type Offer = 'bag' | 'book' | 'charge' | 'diffTime';

interface DemoPark {
  name: string;
  address: string;
  lat: number;
  lng: number;
  kind: Kind;
  total: number;
  rule: FeeRule;
  offers?: Offer[];
  description?: string;
  isOnline?: boolean;
}

const { hangzhouWestLakeScenicLot: scenic, shenzhenRoadside: road, hospitalPerVisit: hospital } = tariffFixtures;
const mall = tariffFixtures.chengduMallTwoHoursFree;
const roadCentral = tariffFixtures.shanghaiCentralRoadside;

const HANGZHOU_PARKS: DemoPark[] = [
  {
    name: '武林广场地下停车场',
    address: '杭州市下城区武林广场1号',
    lat: 30.2721,
    lng: 120.1638,
    kind: 'offStreet',
    total: 620,
    rule: scenic,
    offers: ['bag', 'book', 'charge'],
    description: '地下二层，入口位于体育场路，24小时营业',
  },
  {
    name: '杭州大厦购物城停车场',
    address: '杭州市下城区武林广场21号',
    lat: 30.2745,
    lng: 120.1617,
    kind: 'offStreet',
    total: 700,
    rule: mall,
    offers: ['book'],
    description: '购物满 200 元可抵 2 小时停车费',
  },
  {
    name: '西湖文化广场地下停车场',
    address: '杭州市下城区中山北路581号',
    lat: 30.2778,
    lng: 120.1665,
    kind: 'offStreet',
    total: 540,
    rule: scenic,
    offers: ['bag', 'diffTime'],
    description: '夜间 19:00—次日 7:30 错时共享车位开放',
  },
  {
    name: '湖滨银泰in77停车场',
    address: '杭州市上城区东坡路7号',
    lat: 30.2573,
    lng: 120.1641,
    kind: 'offStreet',
    total: 850,
    rule: mall,
    offers: ['book', 'charge'],
    description: '节假日车流较大，建议提前预约',
  },
  {
    name: '龙翔桥地下停车场',
    address: '杭州市上城区延安路龙翔桥',
    lat: 30.262,
    lng: 120.1635,
    kind: 'offStreet',
    total: 320,
    rule: scenic,
    offers: ['bag'],
  },
  {
    name: '西湖天地停车场',
    address: '杭州市上城区南山路147号',
    lat: 30.252,
    lng: 120.162,
    kind: 'offStreet',
    total: 180,
    rule: scenic,
  },
  {
    name: '黄龙体育中心停车场',
    address: '杭州市西湖区黄龙路1号',
    lat: 30.2686,
    lng: 120.1339,
    kind: 'offStreet',
    total: 900,
    rule: scenic,
    offers: ['bag', 'book', 'charge'],
    description: '大型活动期间临时管制，请关注公告',
  },
  {
    name: '浙江图书馆停车场',
    address: '杭州市西湖区曙光路73号',
    lat: 30.278,
    lng: 120.142,
    kind: 'offStreet',
    total: 120,
    rule: scenic,
    offers: ['diffTime'],
    description: '闭馆后向周边居民开放错时停车',
  },
  {
    name: '浙江省人民医院停车场',
    address: '杭州市拱墅区上塘路158号',
    lat: 30.2822,
    lng: 120.1645,
    kind: 'offStreet',
    total: 380,
    rule: hospital,
    description: '就医车辆较多，建议绿色出行',
  },
  {
    name: '浙大一院庆春院区停车场',
    address: '杭州市上城区庆春路79号',
    lat: 30.2606,
    lng: 120.178,
    kind: 'offStreet',
    total: 450,
    rule: hospital,
  },
  {
    name: '吴山广场停车场',
    address: '杭州市上城区延安南路',
    lat: 30.2447,
    lng: 120.1705,
    kind: 'offStreet',
    total: 260,
    rule: scenic,
    offers: ['charge'],
  },
  {
    name: '河坊街停车场',
    address: '杭州市上城区河坊街',
    lat: 30.2425,
    lng: 120.172,
    kind: 'offStreet',
    total: 220,
    rule: scenic,
  },
  {
    name: '城站火车站停车场',
    address: '杭州市上城区环城东路1号',
    lat: 30.2437,
    lng: 120.1822,
    kind: 'offStreet',
    total: 600,
    rule: scenic,
    offers: ['book'],
  },
  {
    name: '运河天地停车场',
    address: '杭州市拱墅区小河路',
    lat: 30.295,
    lng: 120.145,
    kind: 'offStreet',
    total: 360,
    rule: mall,
    offers: ['bag'],
  },
  {
    name: '杭州东站西广场停车场',
    address: '杭州市上城区全福桥路',
    lat: 30.2906,
    lng: 120.2128,
    kind: 'offStreet',
    total: 1500,
    rule: scenic,
    offers: ['book', 'charge'],
  },
  {
    name: '钱江新城来福士停车场',
    address: '杭州市上城区新业路228号',
    lat: 30.25,
    lng: 120.2117,
    kind: 'offStreet',
    total: 1200,
    rule: mall,
    offers: ['charge'],
  },
  {
    name: '市民中心停车场',
    address: '杭州市上城区解放东路18号',
    lat: 30.2447,
    lng: 120.211,
    kind: 'offStreet',
    total: 2000,
    rule: scenic,
    offers: ['bag', 'diffTime'],
  },
  {
    name: '西溪印象城停车场',
    address: '杭州市余杭区五常大道1号',
    lat: 30.27,
    lng: 120.07,
    kind: 'offStreet',
    total: 1800,
    rule: mall,
    offers: ['charge'],
  },
  {
    name: '延安路（凤起路—庆春路）路内泊位',
    address: '杭州市上城区延安路',
    lat: 30.2623,
    lng: 120.1663,
    kind: 'roadSide',
    total: 28,
    rule: roadCentral,
  },
  {
    name: '体育场路路内泊位',
    address: '杭州市下城区体育场路',
    lat: 30.2736,
    lng: 120.1691,
    kind: 'roadSide',
    total: 40,
    rule: road,
  },
  {
    name: '凤起路路内泊位',
    address: '杭州市上城区凤起路',
    lat: 30.2666,
    lng: 120.17,
    kind: 'roadSide',
    total: 32,
    rule: road,
  },
  {
    name: '庆春路路内泊位',
    address: '杭州市上城区庆春路',
    lat: 30.2609,
    lng: 120.1742,
    kind: 'roadSide',
    total: 36,
    rule: road,
  },
  {
    name: '湖滨路路内泊位',
    address: '杭州市上城区湖滨路',
    lat: 30.259,
    lng: 120.1608,
    kind: 'roadSide',
    total: 24,
    rule: roadCentral,
  },
  {
    name: '中山北路路内泊位',
    address: '杭州市下城区中山北路',
    lat: 30.276,
    lng: 120.1655,
    kind: 'roadSide',
    total: 26,
    rule: road,
  },
  {
    name: '北山街路内泊位',
    address: '杭州市西湖区北山街',
    lat: 30.26,
    lng: 120.15,
    kind: 'roadSide',
    total: 20,
    rule: roadCentral,
    isOnline: false,
    description: '设备维护中，请向收费员缴费',
  },
];

const SUZHOU_PARKS: DemoPark[] = [
  {
    name: '观前街地下停车场',
    address: '苏州市姑苏区观前街',
    lat: 31.311,
    lng: 120.628,
    kind: 'offStreet',
    total: 480,
    rule: mall,
    offers: ['bag'],
  },
  {
    name: '拙政园停车场',
    address: '苏州市姑苏区东北街178号',
    lat: 31.324,
    lng: 120.629,
    kind: 'offStreet',
    total: 300,
    rule: scenic,
  },
  {
    name: '苏州中心停车场',
    address: '苏州市工业园区星港街',
    lat: 31.318,
    lng: 120.672,
    kind: 'offStreet',
    total: 2600,
    rule: mall,
    offers: ['book'],
  },
  {
    name: '人民路路内泊位',
    address: '苏州市姑苏区人民路',
    lat: 31.305,
    lng: 120.622,
    kind: 'roadSide',
    total: 30,
    rule: road,
  },
];

interface DemoStation {
  name: string;
  address: string;
  lat: number;
  lng: number;
  /** Index in HANGZHOU_PARKS of the park it stands in. */
  park?: number;
  openState?: 1 | 2 | 3;
  price: number;
  quick: [free: number, total: number];
  slow: [free: number, total: number];
  book?: boolean;
  occupy?: boolean;
  parkingFeeDesc: string;
}

const HANGZHOU_STATIONS: DemoStation[] = [
  {
    name: '武林广场地下停车场充电站',
    address: '杭州市下城区武林广场1号 B2层',
    lat: 30.2722,
    lng: 120.1641,
    park: 0,
    price: 12500,
    quick: [12, 20],
    slow: [4, 10],
    book: true,
    occupy: true,
    parkingFeeDesc: '充电期间免费停车 2 小时，超出按车场标准收费',
  },
  {
    name: '湖滨银泰in77充电站',
    address: '杭州市上城区东坡路7号 B3层',
    lat: 30.2574,
    lng: 120.1643,
    park: 3,
    price: 13800,
    quick: [8, 16],
    slow: [2, 6],
    occupy: true,
    parkingFeeDesc: '停车费按商场标准收取',
  },
  {
    name: '黄龙体育中心充电站',
    address: '杭州市西湖区黄龙路1号 东停车场',
    lat: 30.2688,
    lng: 120.1342,
    park: 6,
    price: 9800,
    quick: [20, 30],
    slow: [0, 0],
    book: true,
    parkingFeeDesc: '充电车辆停车前 1 小时免费',
  },
  {
    name: '吴山广场充电站',
    address: '杭州市上城区延安南路',
    lat: 30.2449,
    lng: 120.1707,
    park: 10,
    openState: 2,
    price: 14200,
    quick: [0, 8],
    slow: [0, 4],
    parkingFeeDesc: '设备升级，暂停营业',
  },
  {
    name: '杭州东站快充站',
    address: '杭州市上城区全福桥路 西广场P2',
    lat: 30.289,
    lng: 120.211,
    park: 14,
    price: 8523,
    quick: [40, 60],
    slow: [0, 0],
    book: true,
    occupy: true,
    parkingFeeDesc: '充电完成后 30 分钟内驶离免收占位费',
  },
  {
    name: '钱江新城来福士充电站',
    address: '杭州市上城区新业路228号 B2层',
    lat: 30.2502,
    lng: 120.2119,
    park: 15,
    price: 11800,
    quick: [10, 24],
    slow: [6, 12],
    parkingFeeDesc: '停车费按商场标准收取',
  },
  {
    name: '西溪印象城充电站',
    address: '杭州市余杭区五常大道1号',
    lat: 30.2702,
    lng: 120.0702,
    park: 17,
    price: 10500,
    quick: [6, 12],
    slow: [8, 8],
    parkingFeeDesc: '充电车辆免费停车 3 小时',
  },
  {
    name: '九堡公交充电站',
    address: '杭州市上城区九堡大道',
    lat: 30.306,
    lng: 120.272,
    openState: 3,
    price: 8000,
    quick: [0, 40],
    slow: [0, 0],
    parkingFeeDesc: '维护中',
  },
];

const RULES_SINCE = new Date('2026-01-01T00:00:00+08:00');

async function seedParks(db: Db, dealerId: string, group: number, demo: DemoPark[]): Promise<string[]> {
  const ids = demo.map((_, i) => seedId(group, i + 1));
  await db.transaction(async (tx) => {
    await tx
      .insert(parks)
      .values(
        demo.map((p, i) => ({
          id: ids[i],
          dealerId,
          name: p.name,
          address: p.address,
          kind: p.kind,
          latitude: p.lat,
          longitude: p.lng,
          totalSpaces: p.total,
          leaveFirst: p.kind === 'roadSide',
          isOnline: p.isOnline ?? true,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(parkProfiles)
      .values(
        demo.map((p, i) => {
          const offers = new Set(p.offers ?? []);
          return {
            parkId: ids[i]!,
            city: p.address.slice(0, 3),
            description: p.description ?? '',
            supportBag: offers.has('bag'),
            supportBook: offers.has('book'),
            supportCharge: offers.has('charge'),
            supportDiffTimeBag: offers.has('diffTime'),
            supportDiffTimeBook: offers.has('diffTime'),
            bagCapacity: offers.has('bag') ? Math.round(p.total * 0.2) : -1,
            bookCapacity: offers.has('book') ? Math.round(p.total * 0.05) : -1,
            diffTimeBagCapacity: offers.has('diffTime') ? Math.round(p.total * 0.3) : 0,
            diffTimeBookCapacity: offers.has('diffTime') ? Math.round(p.total * 0.1) : 0,
          };
        }),
      )
      .onConflictDoNothing();
    await tx
      .insert(parkFeeRules)
      .values(
        demo.map((p, i) => ({ id: seedId(group + 1, i + 1), parkId: ids[i]!, rule: p.rule, createdAt: RULES_SINCE })),
      )
      .onConflictDoNothing();
  });
  return ids;
}

/** Seeds the demo parks and stations; parks before stations, which stand in them. */
export async function seedDiscoveryDemo(db: Db): Promise<void> {
  const hangzhouParks = await seedParks(db, '330100', 20, HANGZHOU_PARKS);
  await seedParks(db, '320500', 30, SUZHOU_PARKS);
  await db
    .insert(chargingStations)
    .values(
      HANGZHOU_STATIONS.map((s, i) => ({
        id: seedId(25, i + 1),
        dealerId: '330100',
        parkId: s.park === undefined ? null : hangzhouParks[s.park],
        name: s.name,
        address: s.address,
        city: '杭州市',
        latitude: s.lat,
        longitude: s.lng,
        openState: s.openState ?? 1,
        supportBook: s.book ?? false,
        supportOccupy: s.occupy ?? false,
        currentPrice: s.price,
        quickFree: s.quick[0],
        quickTotal: s.quick[1],
        slowFree: s.slow[0],
        slowTotal: s.slow[1],
        parkingFeeDesc: s.parkingFeeDesc,
      })),
    )
    .onConflictDoNothing();
}

/** For tests: the demo's Hangzhou park and station ids, in list order. */
export const DEMO_PARK_IDS = {
  hangzhou: HANGZHOU_PARKS.map((_, i) => seedId(20, i + 1)),
  suzhou: SUZHOU_PARKS.map((_, i) => seedId(30, i + 1)),
};
export const DEMO_STATION_IDS = HANGZHOU_STATIONS.map((_, i) => seedId(25, i + 1));
