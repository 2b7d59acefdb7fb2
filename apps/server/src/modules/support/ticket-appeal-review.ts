import { AppError, ErrorCode, formatFen, type CompensationCoupon } from '@parking/contracts';
import type { Db } from '../../db/client';
import type { TicketAction } from './ticket-rules';
import type { SupportRepository, TicketChanges, TicketRow } from './support.repository';
import { ticketNoOf, type AgentRef, type AppealableOrder, type TicketsAccess } from './tickets-access';

/** The payment refund of an appeal: one number per ticket, so it can be sent once only. */
const refundNoOf = (row: Pick<TicketRow, 'seq'>) => `RF${ticketNoOf(row)}`;
/** The purchase refund of an order appeal: one key per ticket, so it can be sent once only. */
const appealRefundKeyOf = (row: Pick<TicketRow, 'seq'>) => `appeal:${ticketNoOf(row)}`;

/**
 * The appeal review: service decides (with or without money or a coupon), finance sends the approved refund through the
 * payments module once, or sends it back.
 */
export function createAppealReview({ deps, repo, appealedOrder, agentView, act, agentEvent, ofDealer }: TicketsAccess) {
  const { appealRefunds, purchases } = deps.payments;

  /**
   * The appealed order of a ticket, read before the ticket's transaction opens: its module reads on its own
   * connection, which on PGlite (one connection) would wait for that transaction forever.
   */
  async function orderOfTicket(ticketId: string) {
    const row = await repo.ticket(ticketId);
    return row ? appealedOrder(row) : undefined;
  }

  /** What an order appeal may still refund: what the order took less the refunds of its earlier appeals. */
  async function orderRefundableFen(r: SupportRepository, row: TicketRow, order: AppealableOrder) {
    return Math.max(0, order.paidFen - (await r.refundedForOrder(row.appealSubject!, order.orderNo, row.id)));
  }

  /** Gives the ticket's compensation coupon once, in the ticket's transaction (its row is locked). */
  async function compensate(
    tx: Db,
    r: SupportRepository,
    row: TicketRow,
    who: AgentRef,
    coupon: CompensationCoupon | undefined,
    now: Date,
  ): Promise<TicketChanges> {
    if (!coupon || row.compensationCouponId) return {};
    const given = await deps.coupons.compensate(tx, {
      dealerId: row.dealerId,
      templateId: coupon.templateId,
      driverId: row.driverId,
      amountFen: coupon.amountFen,
    });
    await agentEvent(r, row, who, 'system', `补偿优惠券「${given.title}」已发放到您的账户，可在我的优惠券中查看`, now);
    return { compensationCouponId: given.couponId, compensationTitle: given.title };
  }

  return {
    /**
     * Service review: close the appeal without money (rejected or upheld), with a coupon instead of money, or approve
     * a refund for finance (optionally with a coupon beside it). A ticket gives one coupon at most: a decision taken
     * again (after finance sent a refund back) keeps the first coupon and grants nothing new.
     */
    async decide(
      who: AgentRef,
      ticketId: string,
      input:
        | { decision: 'rejected' | 'accepted'; content: string }
        | { decision: 'coupon'; coupon: CompensationCoupon; content: string }
        | { decision: 'refund'; refundFen: number; content: string; coupon?: CompensationCoupon | undefined },
    ): Promise<TicketRow> {
      const action: TicketAction = input.decision === 'refund' ? { type: 'approveRefund' } : { type: 'closeAppeal' };
      const order = await orderOfTicket(ticketId);
      return act(ticketId, ofDealer(who), action, async ({ tx, r, row, now }) => {
        await agentEvent(r, row, who, 'agent', input.content, now);
        const coupon = 'coupon' in input && input.coupon ? input.coupon : undefined;
        if (input.decision !== 'refund') {
          return { decision: input.decision, decidedAt: now, ...(await compensate(tx, r, row, who, coupon, now)) };
        }
        const refundable = order
          ? await orderRefundableFen(r, row, order)
          : await appealRefunds.refundableFen(row.sessionId!, tx);
        if (refundable === 0) throw new AppError(ErrorCode.CONFLICT, '该订单没有可原路退回的支付');
        if (input.refundFen > refundable) {
          throw new AppError(ErrorCode.INVALID_INPUT, `退款金额不能超过 ${formatFen(refundable)}`);
        }
        await agentEvent(r, row, who, 'system', `客服审核通过，退款 ${formatFen(input.refundFen)} 待财务审核`, now);
        return {
          decision: 'refund',
          refundFen: input.refundFen,
          decidedAt: now,
          assigneeId: row.assigneeId ?? who.id,
          ...(await compensate(tx, r, row, who, coupon, now)),
        };
      });
    },

    /** Finance review: the approved refund goes out through the payments module, once; or back to service. */
    async financeReview(who: AgentRef, ticketId: string, input: { approve: boolean; content: string }) {
      const action: TicketAction = { type: input.approve ? 'financeApprove' : 'financeReturn' };
      const order = await orderOfTicket(ticketId);
      const row = await act(ticketId, ofDealer(who), action, async ({ tx, r, row, now }) => {
        await agentEvent(r, row, who, 'note', input.content, now);
        if (!input.approve) return { decision: null, refundFen: null, decidedAt: null };
        if (order) {
          // A purchase (charging hold, occupation fee, plan payment): balance-paid goes back to the wallet at once,
          // provider-paid becomes a refund the sweeper sends; the key is the ticket's, so once per ticket.
          if (!order.payOrderNo) throw new AppError(ErrorCode.APPEAL_ORDER_UNPAID);
          const key = appealRefundKeyOf(row);
          await purchases.refundPurchase(tx, { orderNo: order.payOrderNo, key, amountFen: row.refundFen! });
          await agentEvent(
            r,
            row,
            who,
            'system',
            `退款 ${formatFen(row.refundFen!)} 已原路退回（余额支付的退回账户余额）`,
            now,
          );
          return { refundNo: key, refundedAt: now };
        }
        const refundNo = refundNoOf(row);
        const toWallet = await appealRefunds.refundStay(tx, {
          sessionId: row.sessionId!,
          dealerId: row.dealerId,
          refundNo,
          amountFen: row.refundFen!,
        });
        await agentEvent(
          r,
          row,
          who,
          'system',
          toWallet
            ? `退款 ${formatFen(row.refundFen!)} 已退回账户余额`
            : `退款 ${formatFen(row.refundFen!)} 已原路退回，预计 1-3 个工作日到账`,
          now,
        );
        return { refundNo, refundedAt: now };
      });
      if (input.approve) {
        void appealRefunds
          .kick()
          .catch((err: unknown) => deps.log.warn({ err }, 'immediate appeal refund round failed'));
      }
      return agentView(row);
    },
  };
}
