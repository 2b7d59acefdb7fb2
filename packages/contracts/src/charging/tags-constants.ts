// Zod-free: charging without the app — VINs (plug and charge), RFID charging cards, operator commands to chargers
// (decision 045). The pages read these limits and texts without loading zod.

/** VINs a driver may register for plug-and-charge. */
export const MAX_VINS_PER_DRIVER = 3;
/** Charging cards a driver may bind. */
export const MAX_CARDS_PER_DRIVER = 5;
/** A card-started charge holds the card's balance up to this (the bill is capped at the hold, as app orders). */
export const CARD_HOLD_MAX_FEN = 20_000;
/** A card with less than this cannot start a charge (Authorize answers Blocked). */
export const CARD_MIN_START_FEN = 500;
/** Wrong card passwords (bind or change) before the card's password is locked for a while. */
export const CARD_PASSWORD_MAX_FAILURES = 5;
export const CARD_PASSWORD_LOCK_MINUTES = 30;
/** A card's password: 6 digits. */
export const CARD_PASSWORD_PATTERN = /^\d{6}$/;
/** A card number as printed (and its RFID idTag): 8–20 digits or capitals (OCPP idTag is at most 20). */
export const CARD_NO_PATTERN = /^[0-9A-Z]{8,20}$/;

/** active; frozen by the operator; lost (reported by its driver: frozen at once). */
export const CARD_STATES = ['active', 'frozen', 'lost'] as const;
export type CardState = (typeof CARD_STATES)[number];
export const cardStateText: Record<CardState, string> = { active: '正常', frozen: '已冻结', lost: '已挂失' };

/** What moved a card's balance: issued, topped up, set by the operator, a charge's hold and what came back of it. */
export const CARD_RECORD_KINDS = ['issue', 'topUp', 'set', 'hold', 'release'] as const;
export type CardRecordKind = (typeof CARD_RECORD_KINDS)[number];
export const cardRecordText: Record<CardRecordKind, string> = {
  issue: '开卡',
  topUp: '充值',
  set: '余额调整',
  hold: '充电预扣',
  release: '充电结算退回',
};

/** Operator commands to a charger (OCPP 1.6 ChangeAvailability, Reset, TriggerMessage, UnlockConnector). */
export const CHARGER_COMMAND_ACTIONS = [
  'ChangeAvailability',
  'Reset',
  'TriggerMessage',
  'UnlockConnector',
  'RemoteStartTransaction',
] as const;
export type ChargerCommandAction = (typeof CHARGER_COMMAND_ACTIONS)[number];
/** pending (owed to the charger), sent (the CALL is out), answered (its answer recorded), failed (no answer). */
export const CHARGER_COMMAND_STATES = ['pending', 'sent', 'answered', 'failed'] as const;
export type ChargerCommandState = (typeof CHARGER_COMMAND_STATES)[number];
