import { DriverOps, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import { requestContext } from '../sessions';
import type { AccountService } from './account.service';
import type { DeletionService } from './deletion.service';
import type { GroupsService } from './groups.service';
import type { ThirdIdsService } from './third-ids.service';

export interface DriverRoutesDeps {
  account: AccountService;
  groups: GroupsService;
  thirdIds: ThirdIdsService;
  deletion: DeletionService;
}

/** The driver's account (spec section 7, Driver/auth); registered where req.dealer is resolved. */
export async function driverRoutes(app: FastifyInstance, deps: DriverRoutesDeps) {
  const { account, groups, thirdIds, deletion } = deps;

  serve(app, DriverOps.loginStates, { preHandler: app.optionalDriver }, async (req) => {
    const driver = req.maybeDriver;
    return ok({ isLogin: driver !== null, phoneBound: driver?.phone != null, driverId: driver?.id ?? null });
  });

  // Anonymous for register/login/reset codes; the driver's own session for the others (the service decides).
  serve(app, DriverOps.sendVerifyCode, { preHandler: app.optionalDriver }, async (req) =>
    ok(await account.sendVerifyCode(req.dealer.id, req.body, req.maybeDriver, requestContext(req))),
  );

  serve(app, DriverOps.register, {}, async (req) =>
    ok(await account.register(req.dealer.id, req.body, requestContext(req))),
  );

  serve(app, DriverOps.isPhoneRegistered, {}, async (req) =>
    ok(await account.isPhoneRegistered(req.dealer.id, req.body.phone, requestContext(req))),
  );

  serve(app, DriverOps.resetPassword, {}, async (req) => {
    await account.resetPassword(req.dealer.id, req.body);
    return ok();
  });

  serve(app, DriverOps.changePassword, { preHandler: app.requireDriver }, async (req) => {
    await account.changePassword(req.driver, req.body);
    return ok();
  });

  serve(app, DriverOps.changePhone, { preHandler: app.requireDriver }, async (req) => {
    await account.changePhone(req.driver, req.body);
    return ok();
  });

  serve(app, DriverOps.changeNickName, { preHandler: app.requireDriver }, async (req) => {
    await account.setNickName(req.driver, req.body.nickName);
    return ok();
  });

  serve(app, DriverOps.changeUserName, { preHandler: app.requireDriver }, async (req) => {
    await account.setUserName(req.driver, req.body.userName);
    return ok();
  });

  serve(app, DriverOps.bindPhone, { preHandler: app.requireDriverSession }, async (req) =>
    ok(await account.bindPhone(req.driver, req.body, requestContext(req))),
  );

  serve(app, DriverOps.getDriverIdByThirdId, { preHandler: app.requireDriverSession }, async (req) =>
    ok(await thirdIds.driverIdOf(req.driver, req.query.thirdType, req.query.thirdId)),
  );

  serve(app, DriverOps.getThirdIdByDriverId, { preHandler: app.requireDriverSession }, async (req) =>
    ok(await thirdIds.thirdIdOf(req.driver, req.query.driverId, req.query.thirdType)),
  );

  serve(app, DriverOps.getMineGroups, { preHandler: app.requireDriver }, async (req) =>
    ok(await groups.mine(req.driver.id)),
  );

  serve(app, DriverOps.accountDeleteCheckList, { preHandler: app.requireDriverSession }, async () =>
    ok(deletion.checkList()),
  );

  serve(app, DriverOps.accountDeleteCheckResult, { preHandler: app.requireDriverSession }, async (req) =>
    ok(await deletion.checkResult(req.driver)),
  );

  serve(app, DriverOps.deleteAccount, { preHandler: app.requireDriver }, async (req) => {
    await deletion.deleteAccount(req.driver, req.body.verifyCode);
    return ok();
  });
}
