import { ok, ReservationOps, type LoginInfo, type UserCenterData } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { AccountService } from '../driver';
import { requestContext, type AuthenticatedDriver } from '../sessions';
import type { PlatesService } from '../vehicles';
import type { LegacyBookings } from './legacy.service';
import type { LocksService } from './locks.service';

export interface UserCentreDeps {
  account: Pick<AccountService, 'bindPhone' | 'setNickName' | 'setUserName'>;
  /** The auth module's loginInfo (v2): getUserDetailInfo and updateDriverUserInfo answer with it. */
  loginInfo: (driver: AuthenticatedDriver) => Promise<LoginInfo>;
  plates: Pick<PlatesService, 'list'>;
}

/**
 * The legacy user-centre calls (decision 038): the v2 account services behind the v1 paths, with the same guards
 * (a phoneless WeChat session may read its account and bind a phone), and the lock app's user-centre summary.
 */
export async function userCentreRoutes(
  app: FastifyInstance,
  deps: UserCentreDeps & { locks: LocksService; legacy: LegacyBookings },
) {
  const session = { preHandler: app.requireDriverSession };
  const signedIn = { preHandler: app.requireDriver };

  serve(app, ReservationOps.getLoginState, { preHandler: app.optionalDriver }, async (req) => {
    const driver = req.maybeDriver;
    return ok({ isLogin: driver !== null, phoneBound: driver?.phone != null, driverId: driver?.id ?? null });
  });
  serve(app, ReservationOps.getUserDetailInfo, session, async (req) => ok(await deps.loginInfo(req.driver)));
  serve(app, ReservationOps.bindPhoneV1, session, async (req) =>
    ok(
      await deps.account.bindPhone(
        req.driver,
        { phone: req.body.phone, verifyCode: req.body.verifyCode },
        requestContext(req),
      ),
    ),
  );
  serve(app, ReservationOps.updateDriverUserInfo, signedIn, async (req) => {
    if (req.body.nickName !== undefined) await deps.account.setNickName(req.driver, req.body.nickName);
    if (req.body.userName !== undefined) await deps.account.setUserName(req.driver, req.body.userName);
    return ok(await deps.loginInfo(req.driver));
  });
  serve(app, ReservationOps.getUserCenterData, signedIn, async (req) => {
    const [info, plates, locks, berths] = await Promise.all([
      deps.loginInfo(req.driver),
      deps.plates.list(req.driver),
      deps.locks.mine(req.driver),
      deps.legacy.registeredBerths(req.driver),
    ]);
    const data: UserCenterData = {
      nickName: info.nickName,
      phone: info.phone,
      phoneBound: info.phoneBound,
      plateCount: plates.results.length,
      currentBookingCount: await deps.legacy.currentBookingCount(req.driver),
      lockCount: locks.length,
      hasBerth: berths.hasBerth,
    };
    return ok(data);
  });
}
