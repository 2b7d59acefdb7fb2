import { HomeEntryId, OperatorRole } from '@parking/contracts';
import { bannerPicture, newsPicture } from './art';
import { seedId, type DemoDealer } from './demo-dealer';

const at = (iso: string) => new Date(`${iso}+08:00`);

/** A second, smaller dealer (parking only, Baidu maps) so tenancy shows: same app, different config. */
export const suzhou: DemoDealer = {
  dealer: { id: '320500', name: '苏州智慧停车管理有限公司', city: '苏州市', isDefault: false },
  settings: {
    appId: 'wx93b0e4c7a25d18f6',
    appName: '苏州智慧停车',
    province: '苏E',
    mapType: 2,
    homeColumn: 4,
    searchButtonText: '立即查询',
    servicePhone: '0512-6543 2100',
    privacyPolicyUrl: '/privacyPolicyHistory',
    userAgreementUrl: '/notice1',
  },
  menu: {
    bagVehicle: true,
    bagPlan: 2,
    chargingBerth: false,
    coupon: true,
    diffTime: false,
    elecInvoice: true,
    etcp: true,
    filterParkingType: false,
    roadParking: true,
    scan: true,
    platBizType: 1,
    charging: false,
    walletPlan: false,
    supportBalance: false,
    news: true,
    payForOthers: false,
    homeParkingCharge: false,
  },
  entries: [
    { entryId: HomeEntryId.BAG, entryName: '包月停车', entryUrl: '/monthParking', needLogin: true, color: '#0284C7' },
    {
      entryId: HomeEntryId.VEHICLE_BINDING,
      entryName: '我的车辆',
      entryUrl: '/carManage',
      needLogin: true,
      color: '#0891B2',
    },
    {
      entryId: HomeEntryId.INVOICE,
      entryName: '开具发票',
      entryUrl: '/invoiceManage',
      needLogin: true,
      color: '#DC2626',
    },
    {
      entryId: HomeEntryId.CUSTOMER_SERVICE,
      entryName: '客服中心',
      entryUrl: '/customerService/index',
      needLogin: false,
      color: '#64748B',
    },
  ],
  remarks: [{ pageCode: 'plateSearch', remark: '支持苏州市区道路泊位及公共停车场订单查询。' }],
  notices: [
    {
      id: seedId(11, 1),
      noticeType: 'privacyPolicy',
      title: '苏州智慧停车隐私政策',
      version: '1.0',
      publishTime: at('2026-05-01T09:00:00'),
      content:
        '<p>我们仅在提供停车缴费服务所必需的范围内收集您的手机号码、车牌号码和停车记录，并依法保护您的个人信息。</p>',
    },
  ],
  ads: [
    {
      id: seedId(12, 1),
      city: '苏州市',
      picUrl: bannerPicture('古城区停车 首小时 5 折', '平江路、观前街周边车场', '#0369A1', '#38BDF8'),
      advertUrl: '/monthParking',
      bgColor: '#0369A1',
      sort: 1,
    },
    {
      id: seedId(12, 2),
      city: '全国',
      picUrl: bannerPicture('绑定车辆 缴费更便捷', '一键查询在停订单', '#0F766E', '#2DD4BF'),
      advertUrl: '/carManage',
      bgColor: '#0F766E',
      sort: 2,
    },
  ],
  news: [
    {
      id: seedId(13, 1),
      title: '古城区道路停车泊位智慧化改造完成',
      summary: '古城区 3600 个道路泊位完成地磁与高位视频改造，支持线上缴费。',
      content: '<p>古城区 3600 个道路泊位已完成智慧化改造，车辆驶入驶出自动记录，车主可在平台查询并缴纳停车费。</p>',
      imgUrl: newsPicture('智慧泊位', '#0284C7'),
      publishTime: at('2026-11-05T10:00:00'),
      important: true,
    },
  ],
  operators: [{ username: 'admin', displayName: '苏州管理员', password: 'demo1234', roles: [OperatorRole.ADMIN] }],
  driverGroups: [
    {
      id: seedId(9, 11),
      code: 'PARK_STAFF',
      name: '园区员工',
      description: '工业园区企业员工，在园区停车场享受员工停车价',
    },
    {
      id: seedId(9, 12),
      code: 'DISABLED_CONCESSION',
      name: '残疾人优待',
      description: '持残疾人证的车主，在公共停车场享受停车费减免',
    },
  ],
  drivers: [{ phone: '13800138000', password: 'Demo1234', nickName: '苏州演示车主', groups: [] }],
};
