import * as screen from './screen-paths.gen';
import type { ScreenPath } from './screen-paths.gen';
import type { QueryValue, ScreenQueries } from './screen-queries';

/** A route with a query, skipping empty values: withQuery('/plateDetail', { plateId }) → /plateDetail?plateId=… */
export function withQuery(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Where to navigate: a screen's path (`import * as screen from '…/lib/screen-paths.gen'`) with its query, skipping
 * empty values; the query is typed by the screen (lib/screen-queries.ts: a screen not declared there takes none, and is
 * written `screen.name`). Navigations never write a literal path
 * (scripts/route-screens.test.mjs). withQuery itself, so that it costs the first bundle nothing.
 */
export const href = withQuery as <Name extends keyof ScreenQueries>(
  path: ScreenPath<Name>,
  query: ScreenQueries[Name],
) => string;

/**
 * The screens the shared layers navigate to, under the names they had before the descriptors (decision 096): each is
 * a screen's generated name (lib/screen-paths.gen.ts); new code writes `href(screen.name)`.
 */
export const Paths = {
  HOME: screen.home,
  /** The driver's 消息中心 (issue 44): notices, bulletins and order events, with unread counts. */
  MESSAGE_CENTER: screen.messageCenter,
  MAP: screen.map,
  MINE: screen.mine,
  NOT_FOUND: screen.page404,
  LOGIN: screen.login,
  LOGIN_INDEX: screen.loginIndex,
  /** The spec's spelling. */
  REGISTER: screen.registor,
  LOGIN_LOADING: screen.loginloading,
  SSO_LOGIN: screen.ssoLogin,
  BIND_PHONE: screen.bindPhone,
  USER_INFO: screen.userInfo,
  CHANGE_USER_NAME: screen.changeUserName,
  CHANGE_NICKNAME: screen.changeNickname,
  /** Set a password with an SMS code (also "forgot password" when logged out). */
  SET_PASSWORD: screen.changePassWord,
  /** Modify the password with the old one. */
  CHANGE_PASSWORD: screen.passWordChange,
  CHANGE_PHONE: screen.changeTel,
  CANCELLATION: screen.cancellation,
  CONFIRM_CANCELLATION: screen.onsurecancel,
  SCAN_PAY: screen.scanPayPage,
  CAR_MANAGE: screen.carManage,
  ADD_CAR: screen.addCar,
  PLATE_DETAIL: screen.plateDetail,
  ORDER_DEDUCTION: screen.orderDeduction,
  PLATE_MATERIAL: screen.plateMaterial,
  PLATE_MATERIAL_DETAIL: screen.plateMaterialDetail,
  PLATE_MATERIAL_EDIT: screen.plateMaterialEdit,
  PLATE_MATERIAL_DISABLED: screen.plateMaterialDisabled,
  PAY: screen.payPage,
  MULTI_PAY: screen.multiPayPage,
  /**
   * The spec's plate entry screen (pay by plate), whose route the spec does not name: ours, named like the dealer's
   * page remark code for it (docs/decisions/002-embedded-mode.md).
   */
  PLATE_SEARCH: screen.plateSearch,
  PAY_RESULT: screen.payResultPage,
  PAY_SUCCESS: screen.paySuccess,
  SCAN_OVERDUE_PAY: screen.scanOverduePay,
  ARREARS: screen.arrearsPage,
  BARRIER_RESULT: screen.barrierRslt,
  THIRD_PAY: screen.thirdpay,
  THIRD_PAY_SUCCESS: screen.thirdpaySuccess,
  THIRD_PAY_FAIL: screen.thirdpayFail,
  /** The pay-by-plate entry page (spec "plate entry screen"; its route name is ours). */
  PAY_BY_PLATE: screen.parkingPayPage,
  QUESTION_CONSULTATION: screen.customerServiceQuestionConsultation,
  PARKING_RECORD: screen.parkingRecord,
  /** The driver's parking orders by state (停车中 / 待补缴 / 已完成). */
  ORDER_RECORD: screen.orderRecord,
  ORDER_RECORD_DETAIL: screen.orderRecordDetail,
  ACCOUNT_BALANCE: screen.accountBalance,
  ROAD_PARKING: screen.roadParkingIndex,
  /** The cars a monthly plan covers. */
  BAG_VEHICLES: screen.mounthlyPayManage,
  /** Occupation fees (占位费) of charging berths. */
  CHARGE_OCCUPATION: screen.chargeOccupation,
  WALLET: screen.wallet,
  COUPONS: screen.discount,
  INVOICES: screen.invoiceManage,
  /** 开发票: the paid bills a driver may invoice (the entry on paid results and order details). */
  INVOICE_BILLS: screen.invoiceBillList,
  /** 自助开票: a bill paid signed out, invoiced by the tab that paid it (the entry on the anonymous paid result). */
  INVOICE_BY_SELF: screen.makeInvoiceBySelf,
  CUSTOMER_SERVICE: screen.customerServiceIndex,
  /** One of the driver's tickets (`?ticketId=`): where a 客服回复 alert of /fllowManage opens. */
  TICKET_DETAIL: screen.customerServiceFeedDetail,
  USER_AGREEMENT: screen.notice1,
  PRIVACY_POLICY: screen.privacyPolicyHistory,
  SEARCH: screen.search,
  SEARCH_PAGE: screen.searchPage,
  COLLECT: screen.collect,
  /** Special-group benefit applications (decision 041). */
  USER_APPLY: screen.userApply,
  /** The parks and stations the driver follows (the spec's spelling). */
  FOLLOW_MANAGE: screen.fllowManage,
  NEWS_LIST: screen.newsList,
  NEWS_DETAIL: screen.newsDetail,
} as const;

/** A news item's page; the spec's query name is newId. */
export const newsDetailPath = (newsId: string) => href(screen.newsDetail, { newId: newsId });

/**
 * Consultation type 5: feedback raised from a payment error (spec section 2), carrying what brought the driver there
 * (the order, the error code and message) to prefill the ticket.
 */
export function paymentFeedbackPath(context: { orderNo?: string; errorCode?: string; errorMessage?: string }): string {
  return href(screen.customerServiceQuestionConsultation, {
    type: 5,
    orderNo: context.orderNo,
    errorCode: context.errorCode,
    errorMessage: context.errorMessage,
  });
}

/** Pay all arrears of the driver's plates (spec section 4, arrears banner). */
export const PAY_ARREARS_PATH = href(screen.multiPayPage, { arrearsOnly: 1 });

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
  return href(screen.login, { redirect });
}
