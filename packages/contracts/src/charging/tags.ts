import { z } from 'zod';
import { list, page, pageQuery } from '../envelope';
import { normaliseVin, vinProblem } from '../validators/vin';
import {
  CARD_NO_PATTERN,
  CARD_PASSWORD_PATTERN,
  CARD_RECORD_KINDS,
  CARD_STATES,
  CHARGER_COMMAND_ACTIONS,
  CHARGER_COMMAND_STATES,
} from './tags-constants';
import { PREPAY_MAX_FEN, PREPAY_MIN_FEN } from './sessions-constants';

const Fen = z.number().int().min(0);
const IsoTime = z.string();

// ---- VINs (plug and charge) ----

/** A VIN as typed: spaces dropped, upper-cased, then the ISO 3779 rules (I/O/Q refused, check digit). */
export const Vin = z
  .string()
  .max(40)
  .transform(normaliseVin)
  .superRefine((vin, ctx) => {
    const problem = vinProblem(vin);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const AddVinRequest = z.object({
  vin: Vin,
  /** One of the driver's plates: the car the VIN belongs to (the order carries its plate). */
  plateId: z.string().min(1).max(64),
  /** What each plug-and-charge session holds from the wallet (the driver's default prepay). */
  prepayFen: z.number().int().min(PREPAY_MIN_FEN, '预付金额至少10元').max(PREPAY_MAX_FEN, '预付金额最多500元'),
});
export type AddVinRequest = z.input<typeof AddVinRequest>;

export const VinItem = z.object({
  vinId: z.string(),
  vin: z.string(),
  plateId: z.string(),
  plateNo: z.string(),
  prepayFen: Fen,
  createdAt: IsoTime,
});
export type VinItem = z.infer<typeof VinItem>;
export const VinList = list(VinItem).extend({ maxCount: z.number().int() });
export type VinList = z.infer<typeof VinList>;
export const VinParams = z.object({ vinId: z.uuid('vinId 格式不正确') });
export const Removed = z.object({ removed: z.boolean() });
export type Removed = z.infer<typeof Removed>;

// ---- charging cards ----

export const CardNo = z.string().trim().toUpperCase().regex(CARD_NO_PATTERN, '卡号为8–20位数字或字母');
const CardPassword = z.string().regex(CARD_PASSWORD_PATTERN, '密码为6位数字');

export const BindCardRequest = z.object({ cardNo: CardNo, password: CardPassword });
export type BindCardRequest = z.input<typeof BindCardRequest>;

/** Spec section 7: PUT charging/cards/password — the old password proves the driver holds the card. */
export const ChangeCardPasswordRequest = z
  .object({ cardNo: CardNo, oldPassword: CardPassword, newPassword: CardPassword })
  .refine((b) => b.oldPassword !== b.newPassword, { message: '新密码不能与原密码相同', path: ['newPassword'] });
export type ChangeCardPasswordRequest = z.input<typeof ChangeCardPasswordRequest>;

export const CardView = z.object({
  cardNo: z.string(),
  balanceFen: Fen,
  state: z.enum(CARD_STATES),
  stateText: z.string(),
  boundAt: IsoTime.nullable(),
  /** A charge started with this card is going on (its hold is taken). */
  charging: z.boolean(),
});
export type CardView = z.infer<typeof CardView>;
export const CardList = list(CardView).extend({ maxCount: z.number().int() });
export type CardList = z.infer<typeof CardList>;
export const CardParams = z.object({ cardNo: CardNo });

export const CardRecord = z.object({
  recordId: z.string(),
  kind: z.enum(CARD_RECORD_KINDS),
  kindText: z.string(),
  /** Signed: what the balance moved by. */
  amountFen: z.number().int(),
  balanceFen: Fen,
  orderNo: z.string().nullable(),
  at: IsoTime,
});
export type CardRecord = z.infer<typeof CardRecord>;
export const CardRecordsQuery = pageQuery({ maxSize: 50, defaultSize: 20 });
export type CardRecordsQuery = z.input<typeof CardRecordsQuery>;
export const CardRecordPage = page(CardRecord);
export type CardRecordPage = z.infer<typeof CardRecordPage>;

export const PasswordChanged = z.object({ changed: z.boolean() });
export type PasswordChanged = z.infer<typeof PasswordChanged>;

// ---- operator: cards ----

export const IssueCardRequest = z.object({ cardNo: CardNo, balanceFen: Fen.max(1_000_000).default(0) });
export type IssueCardRequest = z.input<typeof IssueCardRequest>;
export const IssuedCard = z.object({
  cardNo: z.string(),
  /** The initial 6-digit password, shown once (printed on the card's letter). */
  password: z.string(),
  balanceFen: Fen,
});
export type IssuedCard = z.infer<typeof IssuedCard>;

export const CardBalanceRequest = z.object({
  /** topUp adds amountFen (money taken at the counter); set makes the balance amountFen (a correction). */
  kind: z.enum(['topUp', 'set']),
  amountFen: Fen.max(1_000_000),
  /** The operator's own reference: the same request number changes the balance once. */
  requestNo: z.string().regex(/^[0-9A-Za-z_-]{6,40}$/, '流水号为6–40位字母、数字、- 或 _'),
});
export type CardBalanceRequest = z.input<typeof CardBalanceRequest>;
export const CardFreezeRequest = z.object({ frozen: z.boolean() });
export type CardFreezeRequest = z.input<typeof CardFreezeRequest>;
/** A card as the operator's calls answer it: number, balance and state as the driver's view (CardView), and bound. */
export const OperatorCard = CardView.pick({ cardNo: true, balanceFen: true, state: true }).extend({
  bound: z.boolean(),
});
export type OperatorCard = z.infer<typeof OperatorCard>;

// ---- operator: charger commands ----

const ConnectorNo = z.number().int().min(0).max(99);
export const ChargerCommandRequest = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('ChangeAvailability'),
    /** 0: the whole charger. */
    connectorId: ConnectorNo,
    type: z.enum(['Operative', 'Inoperative']),
  }),
  z.object({ action: z.literal('Reset'), type: z.enum(['Soft', 'Hard']) }),
  z.object({
    action: z.literal('TriggerMessage'),
    requestedMessage: z.enum(['StatusNotification', 'MeterValues', 'Heartbeat']),
    connectorId: ConnectorNo.min(1).optional(),
  }),
  /** Releases a gun stuck in its socket (the charger ends a session on it first). */
  z.object({ action: z.literal('UnlockConnector'), connectorId: ConnectorNo.min(1, '请选择充电枪') }),
  /**
   * Starts a session on a gun for a bound charging card (the driver at the charger without the app): the charger is
   * asked RemoteStartTransaction with the card as its idTag and starts as if the card were swiped; the card pays.
   */
  z.object({
    action: z.literal('RemoteStartTransaction'),
    connectorId: ConnectorNo.min(1, '请选择充电枪'),
    cardNo: CardNo,
  }),
]);
export type ChargerCommandRequest = z.infer<typeof ChargerCommandRequest>;
export const ChargerParams = z.object({ chargePointId: z.string().regex(/^[A-Za-z0-9_-]{3,48}$/) });
export const CommandParams = z.object({ commandId: z.uuid('commandId 格式不正确') });
export const ChargerCommand = z.object({
  commandId: z.string(),
  chargePointId: z.string(),
  action: z.enum(CHARGER_COMMAND_ACTIONS),
  request: z.record(z.string(), z.unknown()),
  state: z.enum(CHARGER_COMMAND_STATES),
  /** The charger's answer (e.g. { status: 'Accepted' }), once recorded. */
  answer: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  createdAt: IsoTime,
  answeredAt: IsoTime.nullable(),
});
export type ChargerCommand = z.infer<typeof ChargerCommand>;
