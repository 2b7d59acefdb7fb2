/** Route paths the shared layers navigate to, named once (spec section 2). */
export const Paths = {
  HOME: '/home',
  MAP: '/map',
  MINE: '/mine',
  NOT_FOUND: '/404',
  LOGIN: '/login',
  LOGIN_INDEX: '/loginIndex',
  /** The spec's spelling. */
  REGISTER: '/registor',
  LOGIN_LOADING: '/loginloading',
  SSO_LOGIN: '/ssoLogin',
  BIND_PHONE: '/bindPhone',
  USER_INFO: '/userInfo',
  CHANGE_USER_NAME: '/changeUserName',
  CHANGE_NICKNAME: '/changeNickname',
  /** Set a password with an SMS code (also "forgot password" when logged out). */
  SET_PASSWORD: '/changePassWord',
  /** Modify the password with the old one. */
  CHANGE_PASSWORD: '/passWordChange',
  CHANGE_PHONE: '/changeTel',
  CANCELLATION: '/cancellation',
  CONFIRM_CANCELLATION: '/onsurecancel',
  SCAN_PAY: '/scanPayPage',
  CAR_MANAGE: '/carManage',
  PAY: '/payPage',
  MULTI_PAY: '/multiPayPage',
  PAY_RESULT: '/payResultPage',
  PAY_SUCCESS: '/paySuccess',
  SCAN_OVERDUE_PAY: '/scanOverduePay',
  ARREARS: '/arrearsPage',
  BARRIER_RESULT: '/BarrierRslt',
  THIRD_PAY: '/thirdpay',
  THIRD_PAY_SUCCESS: '/thirdpaySuccess',
  THIRD_PAY_FAIL: '/thirdpayFail',
  /** The pay-by-plate entry page (spec "plate entry screen"; its route name is ours). */
  PAY_BY_PLATE: '/parkingPayPage',
  QUESTION_CONSULTATION: '/customerService/questionConsultation',
  PARKING_RECORD: '/parkingRecord',
  ACCOUNT_BALANCE: '/accountBalance',
  WALLET: '/wallet',
  COUPONS: '/discount',
  INVOICES: '/invoiceManage',
  CUSTOMER_SERVICE: '/customerService/index',
  USER_AGREEMENT: '/notice1',
  PRIVACY_POLICY: '/privacyPolicyHistory',
  SEARCH: '/search',
  SEARCH_PAGE: '/searchPage',
  COLLECT: '/collect',
  NEWS_LIST: '/newsList',
  NEWS_DETAIL: '/newsDetail',
  ADD_CAR: '/addCar',
} as const;

/** A news item's page; the spec's query name is newId. */
export const newsDetailPath = (newsId: string) => `${Paths.NEWS_DETAIL}?newId=${encodeURIComponent(newsId)}`;

/** Consultation type 5: feedback raised from a payment error (spec section 2). */
export const PAYMENT_FEEDBACK_PATH = `${Paths.QUESTION_CONSULTATION}?type=5`;

/** Pay all arrears of the driver's plates (spec section 4, arrears banner). */
export const PAY_ARREARS_PATH = `${Paths.MULTI_PAY}?arrearsOnly=1`;

const NO_REDIRECT_FROM: readonly string[] = [Paths.LOGIN, Paths.LOGIN_INDEX];

/**
 * The login route that comes back to `current` (path + query) afterwards: `/login?redirect=<current>`.
 * No redirect when already on a login page, so logging in never loops back to the login screen.
 */
export function loginPath(current: string): string {
  const pathname = current.split(/[?#]/)[0] ?? '';
  if (!current || NO_REDIRECT_FROM.includes(pathname)) return Paths.LOGIN;
  return `${Paths.LOGIN}?redirect=${encodeURIComponent(current)}`;
}
