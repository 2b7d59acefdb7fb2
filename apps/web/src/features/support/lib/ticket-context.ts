import { hasSpecialChars, TicketContext } from '@parking/contracts';

/**
 * The context a link carries (?orderNo&errorCode&errorMessage): the order and the error that brought the driver here.
 * An error message the server wrote may hold characters a ticket refuses: those are dropped, never sent.
 */
export function contextOf(search: URLSearchParams): TicketContext {
  const context: TicketContext = {};
  const orderNo = search.get('orderNo');
  const errorCode = search.get('errorCode');
  const errorMessage = [...(search.get('errorMessage') ?? '')]
    .filter((c) => !hasSpecialChars(c) && !/[/\\:*?"<>']/.test(c))
    .join('')
    .trim();
  if (orderNo) context.orderNo = orderNo;
  if (errorCode) context.errorCode = errorCode;
  if (errorMessage) context.errorMessage = errorMessage.slice(0, 200);
  const parsed = TicketContext.safeParse(context);
  return parsed.success ? parsed.data : {};
}
