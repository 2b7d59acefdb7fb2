import { z } from 'zod';
import { PageQuery, page } from '../envelope';
import { routes } from '../operation';
import { MessageText } from '../validators/text';

/**
 * The drivers desk (车主, decision 088): find a driver by phone or plate and see their plates, stays, orders, wallet,
 * plans and tickets with personal data masked; the full phone and ID numbers only to admin and service, each view
 * recorded in the audit log with its reason (PIPL); disable and enable an account; the deleted accounts.
 */

/** `330102********1234`: an ID number shown on screen (the region and the last four). */
export const maskIdNumber = (id: string): string =>
  id.length > 10 ? `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}` : '*'.repeat(id.length);
/** `张*` / `欧阳**`: a name shown on screen. */
export const maskName = (name: string): string =>
  name.length <= 1 ? name : `${[...name][0]}${'*'.repeat([...name].length - 1)}`;

export const DriverFilter = z.object({
  q: z
    .string({ error: '请输入手机号或车牌' })
    .trim()
    .min(2, '请输入至少 2 位手机号或车牌')
    .max(20, '搜索内容最多 20 个字')
    .optional(),
});
export type DriverFilter = z.input<typeof DriverFilter>;
export const DriverSearchQuery = PageQuery.extend(DriverFilter.shape);
export type DriverSearchQuery = z.input<typeof DriverSearchQuery>;

export const DriverSummary = z.object({
  driverId: z.string(),
  /** Masked (138****1234); null when the account has none. */
  phone: z.string().nullable(),
  nickName: z.string(),
  plates: z.array(z.string()),
  createdAt: z.string(),
  disabled: z.boolean(),
});
export type DriverSummary = z.infer<typeof DriverSummary>;
export const DriverSummaryPage = page(DriverSummary);

export const DriverIdParams = z.object({ driverId: z.uuid('车主不存在') });

export const DriverDetail = DriverSummary.extend({
  /** Masked (张*). */
  userName: z.string(),
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable(),
  /** Whether the operator may ask for the full personal data (admin, service). */
  mayReveal: z.boolean(),
  /** ID numbers given with plan or benefit applications, masked. */
  idNumbers: z.array(z.object({ source: z.string(), idNumber: z.string() })),
  stays: z.array(
    z.object({
      uniqueId: z.string(),
      parkName: z.string(),
      plateNo: z.string(),
      state: z.string(),
      enteredAt: z.string(),
      exitedAt: z.string().nullable(),
      totalFen: z.number().int().nullable(),
      paidFen: z.number().int(),
    }),
  ),
  orders: z.array(
    z.object({
      orderNo: z.string(),
      kind: z.string(),
      channel: z.number().int(),
      amountFen: z.number().int(),
      state: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** The wallet's balance in fen; null for an operator who may not see money (park-scoped roles). */
  walletFen: z.number().int().nullable(),
  plans: z.array(
    z.object({
      planId: z.string(),
      parkName: z.string(),
      kind: z.string(),
      validFrom: z.string(),
      validUntil: z.string(),
      ended: z.boolean(),
    }),
  ),
  tickets: z.array(
    z.object({
      ticketId: z.string(),
      ticketNo: z.string(),
      kind: z.string(),
      state: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type DriverDetail = z.infer<typeof DriverDetail>;

const Reason = MessageText.pipe(z.string().min(2, '请填写原因（至少 2 个字）').max(200, '原因最多 200 个字'));

/** Why the operator needs the full personal data: written into the audit log with the view. */
export const RevealDriver = z.object({ reason: Reason }).strict();
export type RevealDriver = z.input<typeof RevealDriver>;
export const DriverPersonalData = z.object({
  phone: z.string().nullable(),
  userName: z.string(),
  idNumbers: z.array(z.object({ source: z.string(), idNumber: z.string() })),
});
export type DriverPersonalData = z.infer<typeof DriverPersonalData>;

export const DisableDriver = z.object({ disabled: z.boolean(), reason: Reason }).strict();
export type DisableDriver = z.input<typeof DisableDriver>;

export const DeletedDriver = z.object({ driverId: z.string(), createdAt: z.string(), deletedAt: z.string() });
export type DeletedDriver = z.infer<typeof DeletedDriver>;
export const DeletedDriverPage = page(DeletedDriver);

export const DriverDeskRoutes = routes<DriverDeskIo>()({
  searchDrivers: 'GET /operator/v1/drivers',
  deletedDrivers: 'GET /operator/v1/drivers/deleted',
  driverDetail: 'GET /operator/v1/drivers/:driverId',
  revealDriver: 'POST /operator/v1/drivers/:driverId/reveal',
  disableDriver: 'POST /operator/v1/drivers/:driverId/disable',
});

/** What each of DriverDeskRoutes' operations takes and answers. */
interface DriverDeskIo {
  /** Drivers of the operator's dealer whose phone or plate contains `q` (masked). */
  searchDrivers: { query: DriverSearchQuery; response: z.infer<typeof DriverSummaryPage> };
  /** Accounts deleted by their drivers (注销), newest first: nothing personal is left of them. */
  deletedDrivers: { query: z.input<typeof PageQuery>; response: z.infer<typeof DeletedDriverPage> };
  driverDetail: { response: DriverDetail };
  /** The full phone, name and ID numbers (admin, service), recorded in the audit log with the reason. */
  revealDriver: { body: RevealDriver; response: DriverPersonalData };
  /** Disable (the driver can no longer sign in or call) or enable an account, with a reason. */
  disableDriver: { body: DisableDriver; response: DriverDetail };
}
