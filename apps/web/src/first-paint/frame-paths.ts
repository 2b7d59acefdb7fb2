import { Paths } from '../lib/paths';

/**
 * Screens a driver opens cold as often as a landing page (the first-level entries of home and 我的, the screens a QR
 * code, a message or a shared link opens), painted as their frame: the title, the static text and the loading state
 * of their data, as the app's first render of them draws it. Their largest text then paints with the HTML instead of
 * after the app's code (Lighthouse: LCP 2.5–3.5 s of render delay); the app renders the same frame over it and fills
 * it in. Those behind login are painted for a stored session only (the server's guard); a signed-out visitor gets the
 * login page's paint, which the app then shows. Plain data: the web build reads it for
 * the frames' styles (scripts/route-preloads.mjs).
 */
export const FRAME_PAINT_PATHS: readonly string[] = [
  // Behind login: 我的's and home's entries, the arrears page of a message.
  Paths.ARREARS,
  '/accountBalance',
  '/sencelessPayment',
  '/orderRecord',
  '/parkingRecord',
  '/roadParking',
  '/roadParking/index',
  '/monthParking',
  '/mounthlyPayManage',
  '/wrongTimeShare',
  '/integral',
  '/bookParks/index',
  '/bookRecord',
  '/lockControl',
  '/carManage',
  '/invoiceManage',
  '/discount',
  '/collect',
  '/chargeBillManage',
  '/chargeOccupation',
  '/chargingCard',
  '/chargingVinManage',
  '/userApply',
  '/fllowManage',
  Paths.MESSAGE_CENTER,
  '/userInfo',
  '/registerShare',
  '/goldPlanResults',
  // Open to anyone: the scan entry pages of a car park's QR code and its pay point's (pay by plate), a bill's pay page
  // (a message's or a shared link's), entries of home and the customer-service centre, the monthly plans' QR code page.
  Paths.SCAN_PAY,
  '/scanOverduePay',
  Paths.PAY_BY_PLATE,
  Paths.PAY,
  '/nearbyBagParks',
  '/customerService/index',
  '/makeInvoiceBySelf',
  '/H5Mounth',
];
