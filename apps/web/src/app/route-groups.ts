import { firstRoutes, type AppRoute } from './first-routes';

/** Screens whose route objects load together, on the first visit to one of them. */
export interface RouteGroup {
  /** Its screens' paths: plain strings in the first bundle, held equal to its file by route-groups.test.ts. */
  paths: readonly string[];
  load: () => Promise<readonly AppRoute[]>;
}

/**
 * The screens outside the first bundle, by group (decision 042): a group's route objects (app/routes/<group>.ts) load
 * on the first visit to one of its paths, so a new screen costs the landing pages only its path (about 8 bytes).
 * A new group: its file under routes/, an entry here and its spread in routes.ts.
 */
export const ROUTE_GROUPS = {
  /** Logging in and registering. */
  auth: {
    paths: ['/loginIndex', '/registor', '/loginloading', '/ssoLogin', '/bindPhone'],
    load: async () => (await import('./routes/auth')).authRoutes,
  },
  /** The driver’s account. */
  account: {
    paths: [
      '/userInfo',
      '/changeNickname',
      '/changeUserName',
      '/changePassWord',
      '/passWordChange',
      '/changeTel',
      '/cancellation',
      '/onsurecancel',
    ],
    load: async () => (await import('./routes/account')).accountRoutes,
  },
  /** Cars and their certification. */
  vehicles: {
    paths: [
      '/addCar',
      '/carManage',
      '/plateDetail',
      '/orderDeduction',
      '/plateMaterial',
      '/plateMaterialDetail',
      '/plateMaterialEdit',
      '/plateMaterialDisabled',
    ],
    load: async () => (await import('./routes/vehicles')).vehiclesRoutes,
  },
  /** Parking records, bills, road parking. */
  parking: {
    paths: [
      '/orderRecord',
      '/orderRecordDetail',
      '/parkingRecord',
      '/parkingRecordDetail',
      '/billRecord',
      '/billComplain',
      '/billComplainDetail',
      '/roadParking',
      '/roadParking/index',
      '/roadParking/palteList',
      '/roadParking/parkingList',
      '/roadParking/addCar',
    ],
    load: async () => (await import('./routes/parking')).parkingRoutes,
  },
  /** Customer service. */
  support: {
    paths: [
      '/customerService',
      '/customerService/index',
      '/customerService/billProblemList',
      '/customerService/billProblem',
      '/customerService/questionBill',
      '/customerService/questionBook',
      '/customerService/chargingBillProblemList',
      '/customerService/questionConsultation',
      '/customerService/feedBack',
      '/customerService/billFeedBack',
      '/customerService/feedHistory',
      '/customerService/feedDetail',
      '/empyt',
      '/authorizationSuccess',
      '/chargingBillComplain',
      '/chargingAppealDetail',
      '/occupyAppeal',
      '/occupyAppealDetail',
      '/customerService/planFeedBack',
      '/customerService/planFeedBackDetail',
    ],
    load: async () => (await import('./routes/support')).supportRoutes,
  },
  /** News, search, saved parks. */
  discovery: {
    paths: ['/newsDetail', '/search', '/searchPage', '/collect'],
    load: async () => (await import('./routes/discovery')).discoveryRoutes,
  },
  /** Notices and agreements. */
  notices: {
    paths: ['/notice1', '/notice2', '/newNotice', '/sysnotice', '/bulletin', '/privacyPolicyHistory', '/messageCenter'],
    load: async () => (await import('./routes/notices')).noticesRoutes,
  },
  /** Balance, wallet, auto-pay. */
  wallet: {
    paths: [
      '/accountBalance',
      '/accountBalanceDetail',
      '/accountBalanceCash',
      '/accountBalanceReslut',
      '/wallet',
      '/walletDetail',
      '/walletCash',
      '/walletReslut',
      '/sencelessPayment',
      '/sencelessPaymentList',
    ],
    load: async () => (await import('./routes/wallet')).walletRoutes,
  },
  /** Coupons: the driver's coupons, scanning a merchant's code, merchants' pages. */
  coupons: {
    paths: [
      '/discount',
      '/discount/unused',
      '/discount/used',
      '/discount/past',
      '/choiceDiscountPage',
      '/scanQRCode',
      '/scanQRCodeAddCar',
      '/scanQRCodeSuccess',
      '/scanQRCodeFailed',
      '/chargingScanQRCode',
      '/merchantManageList',
      '/merchantManage',
      '/buyCouponsList',
      '/buyCoupons',
      '/buyCouponsReslut',
      '/buyCouponsRecord',
      '/giveCoupons',
      '/giveCouponsList',
      '/giveCouponsRecord',
      '/invoicePage',
      '/invalidCoupons',
      '/couponSuccess',
      '/showQRcode',
      '/couponsDetail',
      '/parkingDetail',
    ],
    load: async () => (await import('./routes/coupons')).couponsRoutes,
  },
  /** Benefit applications and the places a driver follows. */
  applications: {
    paths: ['/userApply', '/userApply/userCheckIn', '/userApply/result', '/userApply/history', '/fllowManage'],
    load: async () => (await import('./routes/applications')).applicationsRoutes,
  },
  /** Charging: station detail, scan a gun, progress, bills, occupation fees. */
  charging: {
    paths: [
      '/chargeStationDetail',
      '/chargingPage',
      '/chargingResults',
      '/chargeBillManage',
      '/chargeBillDetail',
      '/chargeOccupation',
      '/chargingVinManage',
      '/chargingVinAdd',
      '/chargingCard',
      '/changeCardPassword',
      '/occupyBillList',
      '/occupyBillDetail',
      '/occupyPayResult',
      '/chargingPageResult',
      '/chargingChoiceCoupon',
    ],
    load: async () => (await import('./routes/charging')).chargingRoutes,
  },
  /** Invoices: bills to invoice, titles, records, re-sending. */
  invoices: {
    paths: [
      '/invoiceManage',
      '/invoiceBillList',
      '/makeInvoice',
      '/invoiceSpe',
      '/makeInvoiceSuccess',
      '/invoiceRecord',
      '/invoiceRecordDetail',
      '/invoiceOrderList',
      '/invoiceHeaderManage',
      '/invoiceHeaderAdd',
      '/reSendInvoice',
      '/makeInvoiceBySelf',
    ],
    load: async () => (await import('./routes/invoices')).invoicesRoutes,
  },
  /** Monthly plans: plan parks, applying, my plans, renewing. */
  bag: {
    paths: [
      '/nearbyBagParks',
      '/mounthlyNotarize',
      '/monthParking',
      '/mounthlyDetail',
      '/mounthlyPayManage',
      '/mounthlyPayAddCar',
    ],
    load: async () => (await import('./routes/bag')).bagRoutes,
  },
  /** Off-peak sharing and the credit score (decision 043). */
  sharing: {
    paths: [
      '/wrongTimeShare',
      '/packageCarSelect',
      '/subscribeCarSelect',
      '/wrongTimePackagePay',
      '/wrongTimeSubscribePay',
      '/packageHandleSucc',
      '/subscribeHandleSucc',
      '/wrongTimeManage',
      '/wrongTimePackageDetail',
      '/wrongTimeSubscribeDetail',
      '/violationRecord',
      '/integral',
      '/integralList',
      '/integralRules',
      '/integralResult',
    ],
    load: async () => (await import('./routes/sharing')).sharingRoutes,
  },
  /** Reservations and parking locks (decision 038). */
  reservations: {
    paths: [
      '/bookParks/index',
      '/bookParks/plate',
      '/bookParks/pay',
      '/bookParks/result',
      '/bookRecord',
      '/bookRecordDetail',
      '/lockControl',
      '/lockDetail',
    ],
    load: async () => (await import('./routes/reservations')).reservationsRoutes,
  },
  /** Monthly plans, the remaining screens: rules across parks, application steps, renewal, history (decision 048). */
  bagMore: {
    paths: [
      '/nearbyBagRules',
      '/suitParking',
      '/monthlyRuleNotice',
      '/submitSuccess',
      '/monthlyMaterial',
      '/mounthlyEdit',
      '/myMounthlyPay',
      '/mounthlyRenew',
      '/renew',
      '/mounthPayList',
      '/choiceSelf',
      '/balanceParks',
      '/suitBalanceParks',
      '/bookingNotarize',
      '/bookingSuccess',
      '/H5Mounth',
      '/mounthlyTopUp',
    ],
    load: async () => (await import('./routes/bag-more')).bagMoreRoutes,
  },
  /** Rewards: invite a friend, its landing page, 金币计划 (decision 052). */
  rewards: {
    paths: ['/registerShare', '/receiveRewards', '/goldPlanResults'],
    load: async () => (await import('./routes/rewards')).rewardsRoutes,
  },
} satisfies Record<string, RouteGroup>;

/** Every screen of the build: an entry (a home menu item, 我的) shows only when its screen exists (lib/screens.tsx). */
export const SCREEN_PATHS: readonly string[] = [
  ...firstRoutes.map((route) => route.path),
  ...Object.values(ROUTE_GROUPS).flatMap((group) => group.paths),
];
