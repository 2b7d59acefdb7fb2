import type { TicketState } from '@parking/contracts';
import {
  APPEAL_REASON_TEXT,
  APPEAL_REASONS,
  APPEAL_STATUS_TEXT,
  AppError,
  ErrorCode,
  formatPlateNo,
  TICKET_STATUS_TEXT,
  type Appeal,
  type AppealReason,
  type AppealStatus,
  type PageQuery,
  type ParkOrderRef,
} from '@parking/contracts';
import { pageOf } from '../../db/paging';
import type { TicketRow } from './support.repository';
import type { AgentRef, DriverRef, TicketsService } from './tickets.service';

const OPEN: TicketState[] = ['submitted', 'inProgress', 'waitingDriver', 'awaitingFinance'];
const reasonOf = (row: TicketRow): AppealReason =>
  (APPEAL_REASONS as readonly string[]).includes(row.appealReason ?? '') ? (row.appealReason as AppealReason) : 'other';
const statusOf = (row: TicketRow): AppealStatus =>
  OPEN.includes(row.state) ? 'pending' : row.decision === 'rejected' ? 'rejected' : 'accepted';

/**
 * The bill complaints of /billComplain and /billComplainDetail and the old operator console calls (ParkingOps), served
 * by the ticket model: a complaint is an appeal ticket, its answer the agent's last public reply (decision 030).
 */
export function createLegacyAppeals(tickets: TicketsService) {
  const { repo, stays } = tickets;

  async function toAppeal(row: TicketRow): Promise<Appeal> {
    const [stay, events] = await Promise.all([stays.stay(row.sessionId!), repo.events(row.id)]);
    const answer = events.filter((e) => e.author === 'agent').at(-1);
    const status = statusOf(row);
    return {
      appealId: row.id,
      uniqueId: row.sessionId!,
      parkId: stay?.parkId ?? '',
      parkName: stay?.parkName ?? '',
      formatPlateNo: stay ? formatPlateNo(stay.plateNo) : '',
      reason: reasonOf(row),
      reasonText: APPEAL_REASON_TEXT[reasonOf(row)],
      content: row.content,
      pictures: row.pictures,
      status,
      // An open appeal is named as the ticket list names it (已提交, 处理中, 待您补充), one word per state (issue 44).
      statusText: status === 'pending' ? TICKET_STATUS_TEXT[row.state] : APPEAL_STATUS_TEXT[status],
      answer: status === 'pending' ? null : (answer?.content ?? null),
      answeredAt: status === 'pending' ? null : (row.decidedAt?.toISOString() ?? null),
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    async create(
      driver: DriverRef,
      input: ParkOrderRef & { reason: AppealReason; content: string; pictures: string[] },
    ) {
      return toAppeal(await tickets.driver.createAppeal(driver, input));
    },

    async ofStay(driver: DriverRef, ref: ParkOrderRef): Promise<Appeal[]> {
      const stay = await stays.ownStay(driver, ref);
      return Promise.all((await repo.appealsOfStay(driver.id, stay.stayId)).map(toAppeal));
    },

    async ofDealer(dealerId: string, status: AppealStatus | undefined, page: PageQuery) {
      const filter =
        status === 'pending'
          ? { states: OPEN, decisions: undefined }
          : status
            ? {
                states: ['resolved', 'closed'] as TicketState[],
                decisions: status === 'rejected' ? ['rejected'] : ['accepted', 'refund'],
              }
            : { states: undefined, decisions: undefined };
      const { results, totalRecord } = await repo.appealsOfDealer(dealerId, filter.states, filter.decisions, page);
      return pageOf(await Promise.all(results.map(toAppeal)), totalRecord);
    },

    /** The old console's answer: upheld or rejected, without money (refunds go through the ticket decision). */
    async answer(agent: AgentRef, appealId: string, input: { status: 'accepted' | 'rejected'; answer: string }) {
      try {
        const row = await tickets.agent.decide(agent, appealId, { decision: input.status, content: input.answer });
        return toAppeal(row);
      } catch (error) {
        // The old console's words for a complaint already answered.
        if (error instanceof AppError && error.code === ErrorCode.CONFLICT) {
          throw new AppError(ErrorCode.CONFLICT, '该申诉已处理');
        }
        if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) {
          throw new AppError(ErrorCode.NOT_FOUND, '申诉不存在');
        }
        throw error;
      }
    },
  };
}
export type LegacyAppeals = ReturnType<typeof createLegacyAppeals>;
