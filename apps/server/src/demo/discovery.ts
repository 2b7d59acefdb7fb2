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

/** A row of the parks' tables; a park offers what `offers` names, and is online unless it says otherwise. */
type DemoPark = [
  name: string,
  address: string,
  lat: number,
  lng: number,
  kind: Kind,
  total: number,
  rule: FeeRule,
  offers: Offer[],
  description?: string,
  isOnline?: boolean,
];

const { hangzhouWestLakeScenicLot: scenic, shenzhenRoadside: road, hospitalPerVisit: hospital } = tariffFixtures;
const mall = tariffFixtures.chengduMallTwoHoursFree;
const roadCentral = tariffFixtures.shanghaiCentralRoadside;

// prettier-ignore
const HANGZHOU_PARKS: DemoPark[] = [
  ['武林广场地下停车场',              '杭州市下城区武林广场1号',   30.2721, 120.1638, 'offStreet', 620,  scenic,      ['bag', 'book', 'charge'], '地下二层，入口位于体育场路，24小时营业'],
  ['杭州大厦购物城停车场',            '杭州市下城区武林广场21号',  30.2745, 120.1617, 'offStreet', 700,  mall,        ['book'],                  '购物满 200 元可抵 2 小时停车费'],
  ['西湖文化广场地下停车场',          '杭州市下城区中山北路581号', 30.2778, 120.1665, 'offStreet', 540,  scenic,      ['bag', 'diffTime'],       '夜间 19:00—次日 7:30 错时共享车位开放'],
  ['湖滨银泰in77停车场',              '杭州市上城区东坡路7号',     30.2573, 120.1641, 'offStreet', 850,  mall,        ['book', 'charge'],        '节假日车流较大，建议提前预约'],
  ['龙翔桥地下停车场',                '杭州市上城区延安路龙翔桥',  30.262,  120.1635, 'offStreet', 320,  scenic,      ['bag']],
  ['西湖天地停车场',                  '杭州市上城区南山路147号',   30.252,  120.162,  'offStreet', 180,  scenic,      []],
  ['黄龙体育中心停车场',              '杭州市西湖区黄龙路1号',     30.2686, 120.1339, 'offStreet', 900,  scenic,      ['bag', 'book', 'charge'], '大型活动期间临时管制，请关注公告'],
  ['浙江图书馆停车场',                '杭州市西湖区曙光路73号',    30.278,  120.142,  'offStreet', 120,  scenic,      ['diffTime'],              '闭馆后向周边居民开放错时停车'],
  ['浙江省人民医院停车场',            '杭州市拱墅区上塘路158号',   30.2822, 120.1645, 'offStreet', 380,  hospital,    [],                        '就医车辆较多，建议绿色出行'],
  ['浙大一院庆春院区停车场',          '杭州市上城区庆春路79号',    30.2606, 120.178,  'offStreet', 450,  hospital,    []],
  ['吴山广场停车场',                  '杭州市上城区延安南路',      30.2447, 120.1705, 'offStreet', 260,  scenic,      ['charge']],
  ['河坊街停车场',                    '杭州市上城区河坊街',        30.2425, 120.172,  'offStreet', 220,  scenic,      []],
  ['城站火车站停车场',                '杭州市上城区环城东路1号',   30.2437, 120.1822, 'offStreet', 600,  scenic,      ['book']],
  ['运河天地停车场',                  '杭州市拱墅区小河路',        30.295,  120.145,  'offStreet', 360,  mall,        ['bag']],
  ['杭州东站西广场停车场',            '杭州市上城区全福桥路',      30.2906, 120.2128, 'offStreet', 1500, scenic,      ['book', 'charge']],
  ['钱江新城来福士停车场',            '杭州市上城区新业路228号',   30.25,   120.2117, 'offStreet', 1200, mall,        ['charge']],
  ['市民中心停车场',                  '杭州市上城区解放东路18号',  30.2447, 120.211,  'offStreet', 2000, scenic,      ['bag', 'diffTime']],
  ['西溪印象城停车场',                '杭州市余杭区五常大道1号',   30.27,   120.07,   'offStreet', 1800, mall,        ['charge']],
  ['延安路（凤起路—庆春路）路内泊位', '杭州市上城区延安路',        30.2623, 120.1663, 'roadSide',  28,   roadCentral, []],
  ['体育场路路内泊位',                '杭州市下城区体育场路',      30.2736, 120.1691, 'roadSide',  40,   road,        []],
  ['凤起路路内泊位',                  '杭州市上城区凤起路',        30.2666, 120.17,   'roadSide',  32,   road,        []],
  ['庆春路路内泊位',                  '杭州市上城区庆春路',        30.2609, 120.1742, 'roadSide',  36,   road,        []],
  ['湖滨路路内泊位',                  '杭州市上城区湖滨路',        30.259,  120.1608, 'roadSide',  24,   roadCentral, []],
  ['中山北路路内泊位',                '杭州市下城区中山北路',      30.276,  120.1655, 'roadSide',  26,   road,        []],
  ['北山街路内泊位',                  '杭州市西湖区北山街',        30.26,   120.15,   'roadSide',  20,   roadCentral, [],                        '设备维护中，请向收费员缴费', false],
];

// prettier-ignore
const SUZHOU_PARKS: DemoPark[] = [
  ['观前街地下停车场', '苏州市姑苏区观前街',      31.311, 120.628, 'offStreet', 480,  mall,   ['bag']],
  ['拙政园停车场',     '苏州市姑苏区东北街178号', 31.324, 120.629, 'offStreet', 300,  scenic, []],
  ['苏州中心停车场',   '苏州市工业园区星港街',    31.318, 120.672, 'offStreet', 2600, mall,   ['book']],
  ['人民路路内泊位',   '苏州市姑苏区人民路',      31.305, 120.622, 'roadSide',  30,   road,   []],
];

/** A row of the stations' table; `park` is the index in HANGZHOU_PARKS of the park it stands in. */
type DemoStation = [
  name: string,
  address: string,
  lat: number,
  lng: number,
  park: number | null,
  openState: 1 | 2 | 3,
  price: number,
  quick: [free: number, total: number],
  slow: [free: number, total: number],
  book: boolean,
  occupy: boolean,
  parkingFeeDesc: string,
];

// prettier-ignore
const HANGZHOU_STATIONS: DemoStation[] = [
  ['武林广场地下停车场充电站', '杭州市下城区武林广场1号 B2层',   30.2722, 120.1641, 0,    1, 12500, [12, 20], [4, 10], true,  true,  '充电期间免费停车 2 小时，超出按车场标准收费'],
  ['湖滨银泰in77充电站',       '杭州市上城区东坡路7号 B3层',     30.2574, 120.1643, 3,    1, 13800, [8, 16],  [2, 6],  false, true,  '停车费按商场标准收取'],
  ['黄龙体育中心充电站',       '杭州市西湖区黄龙路1号 东停车场', 30.2688, 120.1342, 6,    1, 9800,  [20, 30], [0, 0],  true,  false, '充电车辆停车前 1 小时免费'],
  ['吴山广场充电站',           '杭州市上城区延安南路',           30.2449, 120.1707, 10,   2, 14200, [0, 8],   [0, 4],  false, false, '设备升级，暂停营业'],
  ['杭州东站快充站',           '杭州市上城区全福桥路 西广场P2',  30.289,  120.211,  14,   1, 8523,  [40, 60], [0, 0],  true,  true,  '充电完成后 30 分钟内驶离免收占位费'],
  ['钱江新城来福士充电站',     '杭州市上城区新业路228号 B2层',   30.2502, 120.2119, 15,   1, 11800, [10, 24], [6, 12], false, false, '停车费按商场标准收取'],
  ['西溪印象城充电站',         '杭州市余杭区五常大道1号',        30.2702, 120.0702, 17,   1, 10500, [6, 12],  [8, 8],  false, false, '充电车辆免费停车 3 小时'],
  ['九堡公交充电站',           '杭州市上城区九堡大道',           30.306,  120.272,  null, 3, 8000,  [0, 40],  [0, 0],  false, false, '维护中'],
];

const RULES_SINCE = new Date('2026-01-01T00:00:00+08:00');

async function seedParks(db: Db, dealerId: string, group: number, demo: DemoPark[]): Promise<string[]> {
  const rows = demo.map(([name, address, lat, lng, kind, total, rule, offered, description, isOnline], i) => {
    const id = seedId(group, i + 1);
    const offers = new Set(offered);
    return {
      park: {
        id,
        dealerId,
        name,
        address,
        kind,
        latitude: lat,
        longitude: lng,
        totalSpaces: total,
        leaveFirst: kind === 'roadSide',
        isOnline: isOnline ?? true,
      },
      profile: {
        parkId: id,
        city: address.slice(0, 3),
        description: description ?? '',
        supportBag: offers.has('bag'),
        supportBook: offers.has('book'),
        supportCharge: offers.has('charge'),
        supportDiffTimeBag: offers.has('diffTime'),
        supportDiffTimeBook: offers.has('diffTime'),
        bagCapacity: offers.has('bag') ? Math.round(total * 0.2) : -1,
        bookCapacity: offers.has('book') ? Math.round(total * 0.05) : -1,
        diffTimeBagCapacity: offers.has('diffTime') ? Math.round(total * 0.3) : 0,
        diffTimeBookCapacity: offers.has('diffTime') ? Math.round(total * 0.1) : 0,
      },
      feeRule: { id: seedId(group + 1, i + 1), parkId: id, rule, createdAt: RULES_SINCE },
    };
  });
  await db.transaction(async (tx) => {
    await tx
      .insert(parks)
      .values(rows.map((r) => r.park))
      .onConflictDoNothing();
    await tx
      .insert(parkProfiles)
      .values(rows.map((r) => r.profile))
      .onConflictDoNothing();
    await tx
      .insert(parkFeeRules)
      .values(rows.map((r) => r.feeRule))
      .onConflictDoNothing();
  });
  return rows.map((r) => r.park.id);
}

/** Seeds the demo parks and stations; parks before stations, which stand in them. */
export async function seedDiscoveryDemo(db: Db): Promise<void> {
  const hangzhouParks = await seedParks(db, '330100', 20, HANGZHOU_PARKS);
  await seedParks(db, '320500', 30, SUZHOU_PARKS);
  await db
    .insert(chargingStations)
    .values(
      HANGZHOU_STATIONS.map(
        ([name, address, lat, lng, park, openState, price, quick, slow, book, occupy, parkingFeeDesc], i) => ({
          id: seedId(25, i + 1),
          dealerId: '330100',
          parkId: park === null ? null : hangzhouParks[park],
          name,
          address,
          city: '杭州市',
          latitude: lat,
          longitude: lng,
          openState,
          supportBook: book,
          supportOccupy: occupy,
          currentPrice: price,
          quickFree: quick[0],
          quickTotal: quick[1],
          slowFree: slow[0],
          slowTotal: slow[1],
          parkingFeeDesc,
        }),
      ),
    )
    .onConflictDoNothing();
}

/** For tests: the demo's Hangzhou park and station ids, in list order. */
export const DEMO_PARK_IDS = {
  hangzhou: HANGZHOU_PARKS.map((_, i) => seedId(20, i + 1)),
  suzhou: SUZHOU_PARKS.map((_, i) => seedId(30, i + 1)),
};
export const DEMO_STATION_IDS = HANGZHOU_STATIONS.map((_, i) => seedId(25, i + 1));
