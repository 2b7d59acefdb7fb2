import { tariffFixtures, type FeeRule } from '../modules/tariffs';
import { seedId } from './demo-dealer';

/**
 * The demo parks that take part in operations: gates and lanes, berths, devices, collectors, cars parked. The park
 * rows use the ids, names and places of the discovery seed's parks (seedId(20/30, n), rules seedId(21/31, n)), so
 * whichever seed runs first creates a park and the other leaves it alone.
 */
export interface DemoOpsPark {
  id: string;
  ruleId: string;
  dealerId: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  kind: 'offStreet' | 'roadSide';
  totalSpaces: number;
  rule: FeeRule;
  /** 先离场后付费 (off-street only; road-side always). */
  leaveFirst: boolean;
  lanes: { code: string; name: string; direction: 'entry' | 'exit' }[];
  berthPrefix?: string;
  deviceId: string;
  collector?: { code: string; name: string };
  /** Share of spaces taken by cars the demo keeps parked, and the most it keeps (a big car park stays quick). */
  occupancy: number;
  maxParked: number;
  region: 'hangzhou' | 'suzhou';
}

const gateLanes = (names: [string, string][]) =>
  names.flatMap(([code, name]) => [
    { code: `E${code}`, name: `${name}入口`, direction: 'entry' as const },
    { code: `X${code}`, name: `${name}出口`, direction: 'exit' as const },
  ]);

const {
  hangzhouWestLakeScenicLot,
  chengduMallTwoHoursFree,
  hospitalPerVisit,
  shanghaiCentralRoadside,
  shenzhenRoadside,
} = tariffFixtures;

export const DEMO_OPS_PARKS: DemoOpsPark[] = [
  {
    id: seedId(20, 1),
    ruleId: seedId(21, 1),
    dealerId: '330100',
    name: '武林广场地下停车场',
    address: '杭州市下城区武林广场1号',
    lat: 30.2721,
    lng: 120.1638,
    kind: 'offStreet',
    totalSpaces: 620,
    rule: hangzhouWestLakeScenicLot,
    leaveFirst: false,
    lanes: gateLanes([
      ['1', '体育场路'],
      ['2', '环城北路'],
    ]),
    deviceId: 'HZ-WLGC-GATE',
    occupancy: 0.35,
    maxParked: 40,
    region: 'hangzhou',
  },
  {
    id: seedId(20, 2),
    ruleId: seedId(21, 2),
    dealerId: '330100',
    name: '杭州大厦购物城停车场',
    address: '杭州市下城区武林广场21号',
    lat: 30.2745,
    lng: 120.1617,
    kind: 'offStreet',
    totalSpaces: 700,
    rule: chengduMallTwoHoursFree,
    leaveFirst: true,
    lanes: gateLanes([['1', '延安路']]),
    deviceId: 'HZ-HZDS-GATE',
    occupancy: 0.3,
    maxParked: 30,
    region: 'hangzhou',
  },
  {
    id: seedId(20, 9),
    ruleId: seedId(21, 9),
    dealerId: '330100',
    name: '浙江省人民医院停车场',
    address: '杭州市拱墅区上塘路158号',
    lat: 30.2822,
    lng: 120.1645,
    kind: 'offStreet',
    totalSpaces: 380,
    rule: hospitalPerVisit,
    leaveFirst: false,
    lanes: gateLanes([['1', '上塘路']]),
    deviceId: 'HZ-SRMYY-GATE',
    occupancy: 0.5,
    maxParked: 30,
    region: 'hangzhou',
  },
  {
    id: seedId(20, 19),
    ruleId: seedId(21, 19),
    dealerId: '330100',
    name: '延安路（凤起路—庆春路）路内泊位',
    address: '杭州市上城区延安路',
    lat: 30.2623,
    lng: 120.1663,
    kind: 'roadSide',
    totalSpaces: 28,
    rule: shanghaiCentralRoadside,
    leaveFirst: true,
    lanes: [],
    berthPrefix: 'YA',
    deviceId: 'HZ-YAL-PDA',
    collector: { code: 'C1001', name: '王建国' },
    occupancy: 0.6,
    maxParked: 28,
    region: 'hangzhou',
  },
  {
    id: seedId(20, 23),
    ruleId: seedId(21, 23),
    dealerId: '330100',
    name: '湖滨路路内泊位',
    address: '杭州市上城区湖滨路',
    lat: 30.259,
    lng: 120.1608,
    kind: 'roadSide',
    totalSpaces: 24,
    rule: shanghaiCentralRoadside,
    leaveFirst: true,
    lanes: [],
    berthPrefix: 'HB',
    deviceId: 'HZ-HBL-PDA',
    collector: { code: 'C1002', name: '李秀英' },
    occupancy: 0.5,
    maxParked: 24,
    region: 'hangzhou',
  },
  {
    id: seedId(30, 1),
    ruleId: seedId(31, 1),
    dealerId: '320500',
    name: '观前街地下停车场',
    address: '苏州市姑苏区观前街',
    lat: 31.311,
    lng: 120.628,
    kind: 'offStreet',
    totalSpaces: 480,
    rule: chengduMallTwoHoursFree,
    leaveFirst: false,
    lanes: gateLanes([['1', '人民路']]),
    deviceId: 'SZ-GQJ-GATE',
    occupancy: 0.3,
    maxParked: 25,
    region: 'suzhou',
  },
  {
    id: seedId(30, 4),
    ruleId: seedId(31, 4),
    dealerId: '320500',
    name: '人民路路内泊位',
    address: '苏州市姑苏区人民路',
    lat: 31.305,
    lng: 120.622,
    kind: 'roadSide',
    totalSpaces: 30,
    rule: shenzhenRoadside,
    leaveFirst: true,
    lanes: [],
    berthPrefix: 'RM',
    deviceId: 'SZ-RML-PDA',
    collector: { code: 'C2001', name: '陈志强' },
    occupancy: 0.5,
    maxParked: 30,
    region: 'suzhou',
  },
];

/**
 * Demo drivers of 杭州 with their bound plates. The first is the accounts seed's demo driver and has stays; the
 * others have a plate each, so several people (or test browsers) can use the demo at once without logging each
 * other out. All share the password Demo1234.
 */
export const DEMO_DRIVERS = [
  {
    phone: '13800138000',
    nickName: '演示车主',
    plates: [
      { plateNo: '浙A2B8M6', plateColor: 0, category: 'ordinary' },
      { plateNo: '浙AD05210', plateColor: 0, category: 'newEnergy' },
    ],
  },
  {
    phone: '13800138001',
    nickName: '演示车主二',
    plates: [{ plateNo: '浙A3C7K1', plateColor: 0, category: 'ordinary' }],
  },
  {
    phone: '13800138002',
    nickName: '演示车主三',
    plates: [{ plateNo: '浙A5D9H2', plateColor: 0, category: 'ordinary' }],
  },
] as const;
export const DEMO_DRIVER_DEALER = '330100';
export const DEMO_DRIVER_PASSWORD = 'Demo1234';
