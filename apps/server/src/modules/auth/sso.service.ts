import {
  AppError,
  ErrorCode,
  LoginMethod,
  ThirdType,
  type LoginResult,
  type SsoTicket,
  type SsoTicketRequest,
  type TicketLoginQuery,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import { ensureDriver, type DriversRepository } from '../driver';
import type { OneTimeTokens } from '../verification';
import type { RequestContext, SessionsService } from '../sessions';

/** A ticket is for the browser that is being sent to /ssoLogin right now. */
export const SSO_TICKET_TTL_MS = 2 * 60 * 1000;

interface TicketPayload extends Record<string, unknown> {
  phone: string;
  openid: string | null;
}

/**
 * Single sign-on from a partner system (a city service app, an operator's own app): the partner, authenticated as an
 * operator of the dealer, vouches for a driver's phone and gets a one-time ticket; the driver's browser redeems it at
 * /ssoLogin for a session. A phone new to the dealer gets an account.
 */
export function createSsoService(deps: {
  tokens: OneTimeTokens;
  drivers: DriversRepository;
  sessions: SessionsService;
  clock: Clock;
}) {
  const { tokens, drivers, sessions, clock } = deps;
  return {
    async issue(dealerId: string, request: SsoTicketRequest): Promise<SsoTicket> {
      const expiresAt = new Date(clock.now().getTime() + SSO_TICKET_TTL_MS);
      const payload: TicketPayload = { phone: request.phone, openid: request.openid ?? null };
      const ticket = await tokens.issue('ssoTicket', dealerId, payload, expiresAt, 'st_');
      return {
        ticket,
        expiresAt: expiresAt.toISOString(),
        loginPath: `/ssoLogin?${new URLSearchParams({ ticket })}`,
      };
    },

    async redeem(dealerId: string, query: TicketLoginQuery, ctx: RequestContext): Promise<LoginResult> {
      const payload = await tokens.claim<TicketPayload>('ssoTicket', dealerId, query.ticket, clock.now());
      if (!payload) throw new AppError(ErrorCode.INVALID_INPUT, '登录凭证无效或已过期，请重新进入');
      // A ticket issued for one WeChat user cannot log in another one.
      if (payload.openid && query.openid && payload.openid !== query.openid) {
        throw new AppError(ErrorCode.FORBIDDEN, '登录凭证与当前微信用户不符');
      }
      const driver = await ensureDriver(drivers, { dealerId, phone: payload.phone });
      // Only an openid the partner vouched for is linked; one from the URL proves nothing.
      if (payload.openid) await drivers.linkThirdId(dealerId, ThirdType.WECHAT, payload.openid, driver.id);
      return sessions.loginAs(driver, { method: LoginMethod.SSO, clientType: ctx.clientType, exclusive: true });
    },
  };
}
export type SsoService = ReturnType<typeof createSsoService>;
