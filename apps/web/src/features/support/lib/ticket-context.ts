import { checkMessageText, type TicketContext } from '@parking/contracts';

/**
 * The context a link carries (?orderNo&errorCode&errorMessage): the order and the error that brought the driver here.
 * An error message is kept as written (decision 086), unless it holds characters no screen can show.
 */
export function contextOf(search: URLSearchParams): TicketContext {
  const context: TicketContext = {};
  const orderNo = search.get('orderNo');
  const errorCode = search.get('errorCode');
  const errorMessage = (search.get('errorMessage') ?? '').trim();
  // The contract's TicketContext rules, checked here without zod (its 25 KB would join the form's first load): a
  // context the server would refuse is dropped whole.
  if (orderNo) context.orderNo = orderNo.trim();
  if (errorCode) context.errorCode = errorCode.trim();
  if (errorMessage) context.errorMessage = errorMessage.slice(0, 200);
  const fits = (code: string | undefined, max: number) => code === undefined || (code.length <= max && CODE.test(code));
  const valid =
    fits(context.orderNo, 64) &&
    fits(context.errorCode, 32) &&
    (context.errorMessage === undefined || checkMessageText(context.errorMessage) === null);
  return valid ? context : {};
}

/** An order number or error code: letters, digits, `_` and `-`. */
const CODE = /^[0-9A-Za-z_-]*$/;
