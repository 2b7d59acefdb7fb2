/** Route paths the shared layers navigate to, named once (spec section 2). */
export const Paths = {
  HOME: '/home',
  /** The driver's 消息中心 (issue 44): notices, bulletins and order events, with unread counts. */
  MESSAGE_CENTER: '/messageCenter',
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
  ADD_CAR: '/addCar',
  PLATE_DETAIL: '/plateDetail',
  ORDER_DEDUCTION: '/orderDeduction',
  PLATE_MATERIAL: '/plateMaterial',
  PLATE_MATERIAL_DETAIL: '/plateMaterialDetail',
  PLATE_MATERIAL_EDIT: '/plateMaterialEdit',
  PLATE_MATERIAL_DISABLED: '/plateMaterialDisabled',
  PAY: '/payPage',
  MULTI_PAY: '/multiPayPage',
  /**
   * The spec's plate entry screen (pay by plate), whose route the spec does not name: ours, named like the dealer's
   * page remark code for it (docs/decisions/002-embedded-mode.md).
   */
  PLATE_SEARCH: '/plateSearch',
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
  /** The driver's parking orders by state (停车中 / 待补缴 / 已完成). */
  ORDER_RECORD: '/orderRecord',
  ORDER_RECORD_DETAIL: '/orderRecordDetail',
  ACCOUNT_BALANCE: '/accountBalance',
  ROAD_PARKING: '/roadParking/index',
  /** The cars a monthly plan covers. */
  BAG_VEHICLES: '/mounthlyPayManage',
  /** Occupation fees (占位费) of charging berths. */
  CHARGE_OCCUPATION: '/chargeOccupation',
  WALLET: '/wallet',
  COUPONS: '/discount',
  INVOICES: '/invoiceManage',
  /** 开发票: the paid bills a driver may invoice (the entry on paid results and order details). */
  INVOICE_BILLS: '/invoiceBillList',
  /** 自助开票: a bill paid signed out, invoiced by the tab that paid it (the entry on the anonymous paid result). */
  INVOICE_BY_SELF: '/makeInvoiceBySelf',
  CUSTOMER_SERVICE: '/customerService/index',
  /** One of the driver's tickets (`?ticketId=`): where a 客服回复 alert of /fllowManage opens. */
  TICKET_DETAIL: '/customerService/feedDetail',
  USER_AGREEMENT: '/notice1',
  PRIVACY_POLICY: '/privacyPolicyHistory',
  SEARCH: '/search',
  SEARCH_PAGE: '/searchPage',
  COLLECT: '/collect',
  /** Special-group benefit applications (decision 041). */
  USER_APPLY: '/userApply',
  /** The parks and stations the driver follows (the spec's spelling). */
  FOLLOW_MANAGE: '/fllowManage',
  NEWS_LIST: '/newsList',
  NEWS_DETAIL: '/newsDetail',
} as const;

/** A news item's page; the spec's query name is newId. */
export const newsDetailPath = (newsId: string) => `${Paths.NEWS_DETAIL}?newId=${encodeURIComponent(newsId)}`;

/**
 * Consultation type 5: feedback raised from a payment error (spec section 2), carrying what brought the driver there
 * (the order, the error code and message) to prefill the ticket.
 */
export function paymentFeedbackPath(context: { orderNo?: string; errorCode?: string; errorMessage?: string }): string {
  const query = new URLSearchParams({ type: '5' });
  for (const [key, value] of Object.entries(context)) if (value) query.set(key, value);
  return `${Paths.QUESTION_CONSULTATION}?${query.toString()}`;
}

/** Pay all arrears of the driver's plates (spec section 4, arrears banner). */
export const PAY_ARREARS_PATH = `${Paths.MULTI_PAY}?arrearsOnly=1`;

const NO_REDIRECT_FROM: readonly string[] = [Paths.LOGIN, Paths.LOGIN_INDEX];

/**
 * Where login should come back to (spec section 2, plate entry screen): the current path and query, or nothing when
 * the current page is itself /login or /loginIndex, so logging in never loops back to the login screen.
 */
export function loginRedirect(current: string): string | undefined {
  const pathname = current.split(/[?#]/)[0] ?? '';
  if (!current || NO_REDIRECT_FROM.includes(pathname)) return undefined;
  return current;
}

/** The login route that comes back to `current` (path + query) afterwards: `/login?redirect=<current>`. */
export function loginPath(current: string): string {
  const redirect = loginRedirect(current);
  return redirect === undefined ? Paths.LOGIN : `${Paths.LOGIN}?redirect=${encodeURIComponent(redirect)}`;
}

/** A route with a query, skipping empty values: withQuery('/plateDetail', { plateId }) → /plateDetail?plateId=… */
export function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
