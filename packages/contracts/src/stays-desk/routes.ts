// Zod-free: the console's stays desk (issue 40, decision 091).
import { route } from '../operation';
import type {
  AdjustFee,
  ArrearsPage,
  ArrearsQuery,
  ArrearsReminderRequest,
  ArrearsReminderResult,
  ManualEntry,
  ManualExit,
  MarkFree,
  PlateCorrection,
  StayDetail,
  StayPage,
  StaysQuery,
  WaiveFee,
  WriteOff,
  WriteOffDecision,
  WriteOffRequest,
  WriteOffsQuery,
} from './schemas';

/** Stays and orders, corrections and arrears, for the operators of a dealer (park-scoped roles: their parks). */
export const StaysDeskRoutes = {
  /** Stays newest entry first, a keyset page at a time (`cursor`: the page before's `nextCursor`). */
  searchStays: route('GET', '/operator/v1/stays').io<{ query: StaysQuery; response: StayPage }>(),
  /** One stay with its fee breakdown, pictures, payments, refunds, coupons, invoices, tickets and audit trail. */
  stayDetail: route('GET', '/operator/v1/stays/:stayId').io<{ response: StayDetail }>(),
  /** An entry recorded by hand. */
  recordEntry: route('POST', '/operator/v1/stays').io<{ body: ManualEntry; response: StayDetail }>(),
  /** An exit recorded by hand: closes the stay with the fee the engine prices. */
  recordExit: route('POST', '/operator/v1/stays/:stayId/exit').io<{ body: ManualExit; response: StayDetail }>(),
  /** A plate read corrected. */
  correctPlate: route('POST', '/operator/v1/stays/:stayId/plate').io<{ body: PlateCorrection; response: StayDetail }>(),
  /** Part or all of what a stay owes waived. */
  waiveFee: route('POST', '/operator/v1/stays/:stayId/waive').io<{ body: WaiveFee; response: StayDetail }>(),
  /** A stay's fee set to another amount. */
  adjustFee: route('POST', '/operator/v1/stays/:stayId/adjust').io<{ body: AdjustFee; response: StayDetail }>(),
  /** A stay made free (a police car, a staff car): closed now if in the park, what it owes waived. */
  markFree: route('POST', '/operator/v1/stays/:stayId/free').io<{ body: MarkFree; response: StayDetail }>(),
  /** Stays left owing, oldest first, with totals. */
  arrears: route('GET', '/operator/v1/arrears').io<{ query: ArrearsQuery; response: ArrearsPage }>(),
  /** An SMS reminder to the drivers of a plate (never twice a day to one driver). */
  remindArrears: route('POST', '/operator/v1/arrears/reminders').io<{
    body: ArrearsReminderRequest;
    response: ArrearsReminderResult;
  }>(),
  /** A write-off asked for (a second operator approves it). */
  requestWriteOff: route('POST', '/operator/v1/stays/:stayId/writeOffs').io<{
    body: WriteOffRequest;
    response: WriteOff;
  }>(),
  writeOffs: route('GET', '/operator/v1/writeOffs').io<{ query: WriteOffsQuery; response: WriteOff[] }>(),
  /** Approve or refuse a write-off: never by the operator who asked for it. */
  decideWriteOff: route('POST', '/operator/v1/writeOffs/:writeOffId/decision').io<{
    body: WriteOffDecision;
    response: WriteOff;
  }>(),
};
