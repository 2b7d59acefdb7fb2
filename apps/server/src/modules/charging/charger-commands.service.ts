import {
  AppError,
  CARD_MIN_START_FEN,
  ErrorCode,
  type ChargerCommand,
  type ChargerCommandRequest,
} from '@parking/contracts';
import { publish, Topic } from '../../events/outbox';
import type { ChargingOrdersRepository } from './charging-orders.repository';
import type { CommandRow, TagsRepository } from './tags.repository';

/** A command no node sent within this (its charger left before) is failed, so the operator is not left waiting. */
export const COMMAND_DELIVERY_MS = 120_000;

/** A command as the console shows it. */
export const chargerCommandView = (row: CommandRow): ChargerCommand => ({
  commandId: row.id,
  chargePointId: row.chargerId,
  action: row.action,
  request: row.request,
  state: row.state,
  answer: row.answer ?? null,
  error: row.error ?? null,
  createdAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

/** What the charger is asked: the OCPP 1.6 payload of each action. */
function payloadOf(body: ChargerCommandRequest): Record<string, unknown> {
  switch (body.action) {
    case 'ChangeAvailability':
      return { connectorId: body.connectorId, type: body.type };
    case 'Reset':
      return { type: body.type };
    case 'TriggerMessage':
      return {
        requestedMessage: body.requestedMessage,
        ...(body.connectorId === undefined ? {} : { connectorId: body.connectorId }),
      };
    case 'UnlockConnector':
      return { connectorId: body.connectorId };
    case 'RemoteStartTransaction':
      return { connectorId: body.connectorId, idTag: body.cardNo };
  }
}

/** The charger side of a command: its client's call (ocpp-rpc's RPCClient.call). */
export interface CommandLink {
  call(method: string, params: Record<string, unknown>): Promise<unknown>;
}

/**
 * Operator commands to chargers (decision 045): ChangeAvailability, Reset, TriggerMessage, UnlockConnector, and
 * RemoteStartTransaction for a bound charging card (the session then starts as the card's own). A command is a row
 * (pending) and an outbox wake-up of the charger; the node holding its socket sends it on the charger's one-call-at-
 * a-time chain (after any remote start or stop owed) and records the answer. What follows from the answer arrives as
 * the charger's own messages: StatusNotification (availability: the station's counts follow), BootNotification
 * (reset), the triggered message.
 */
export function createChargerCommands(deps: { repo: TagsRepository; ordersRepo: ChargingOrdersRepository }) {
  const { repo } = deps;

  /** The card a remote start names can open a session: the charger's StartTransaction would refuse it otherwise. */
  async function checkCardStarts(dealerId: string, cardNo: string): Promise<void> {
    const card = await repo.card(dealerId, cardNo);
    if (!card) throw new AppError(ErrorCode.NOT_FOUND, '充电卡不存在');
    if (card.frozen) throw new AppError(ErrorCode.INVALID_INPUT, '充电卡已冻结');
    if (!card.driverId) throw new AppError(ErrorCode.INVALID_INPUT, '充电卡还未被车主绑定');
    if (card.balanceFen < CARD_MIN_START_FEN) throw new AppError(ErrorCode.INVALID_INPUT, '充电卡余额不足');
  }

  return {
    async send(dealerId: string, chargePointId: string, body: ChargerCommandRequest): Promise<ChargerCommand> {
      const charger = await deps.ordersRepo.charger(chargePointId);
      if (!charger || charger.dealerId !== dealerId) throw new AppError(ErrorCode.NOT_FOUND, '充电桩不存在');
      if (!charger.leaseExpiresAt || charger.leaseExpiresAt.getTime() <= Date.now()) {
        throw new AppError(ErrorCode.CHARGER_OFFLINE);
      }
      if (body.action === 'RemoteStartTransaction') await checkCardStarts(dealerId, body.cardNo);
      const row = await repo.db.transaction(async (tx) => {
        const inserted = await repo.insertCommand(tx, {
          dealerId,
          chargerId: chargePointId,
          action: body.action,
          request: payloadOf(body),
        });
        await publish(tx, { topic: Topic.CHARGING_COMMAND, dealerId, subject: chargePointId });
        return inserted;
      });
      return chargerCommandView(row);
    },

    async result(dealerId: string, commandId: string): Promise<ChargerCommand> {
      const row = await repo.command(dealerId, commandId);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, '指令不存在');
      return chargerCommandView(row);
    },

    /** On the node holding the charger, inside its dispatch chain: sends what is pending, one call at a time. */
    async dispatch(chargerId: string, link: CommandLink, still: () => boolean): Promise<void> {
      for (const command of await repo.pendingCommands(chargerId)) {
        if (!still()) return;
        if (!(await repo.markCommandSent(command.id))) continue;
        try {
          const answer = (await link.call(command.action, command.request)) as Record<string, unknown>;
          await repo.commandDone(command.id, { answer });
        } catch (error) {
          await repo.commandDone(command.id, { error: String((error as Error).message ?? error).slice(0, 200) });
        }
      }
    },

    sweep: () => repo.expireCommands(COMMAND_DELIVERY_MS),
  };
}
export type ChargerCommands = ReturnType<typeof createChargerCommands>;
