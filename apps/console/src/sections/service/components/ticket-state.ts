import type { TicketState } from '@parking/contracts';

/**
 * A ticket's state in the desk's words, in the queue and on the open ticket alike. The driver's words
 * (TICKET_STATUS_TEXT) say 处理中 for a refund waiting on finance; the desk must tell it apart: 待财务审核.
 */
export const TICKET_STATE_TEXT: Record<TicketState, string> = {
  submitted: '待受理',
  inProgress: '处理中',
  waitingDriver: '待车主补充',
  awaitingFinance: '待财务审核',
  resolved: '已解决',
  closed: '已关闭',
};
