import {
  AccountDeleteRequest,
  BindPhoneRequest,
  BindPhoneResult,
  ChangeNickNameRequest,
  ChangePasswordRequest,
  ChangePhoneRequest,
  ChangeUserNameRequest,
  DeletionCheckList,
  DeletionCheckResult,
  DriverIdByThirdIdQuery,
  DriverIdResult,
  envelope,
  LoginResult,
  LoginStates,
  MineGroups,
  ok,
  PhoneQuery,
  PhoneRegistered,
  RegisterRequest,
  ResetPasswordRequest,
  SendVerifyCode,
  ThirdIdByDriverIdQuery,
  ThirdIdResult,
  VerifyCodeSent,
} from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../sessions';
import type { AccountService } from './account.service';
import type { DeletionService } from './deletion.service';
import type { GroupsService } from './groups.service';
import type { ThirdIdsService } from './third-ids.service';

const BASE = '/driver/v2/api';

export interface DriverRoutesDeps {
  account: AccountService;
  groups: GroupsService;
  thirdIds: ThirdIdsService;
  deletion: DeletionService;
}

/** The driver's account (spec section 7, Driver/auth); registered where req.dealer is resolved. */
export const driverRoutes: FastifyPluginAsyncZod<DriverRoutesDeps> = async (app, deps) => {
  const { account, groups, thirdIds, deletion } = deps;

  app.get(
    `${BASE}/loginStates`,
    { schema: { response: { 200: envelope(LoginStates) } }, preHandler: app.optionalDriver },
    async (req) => {
      const driver = req.maybeDriver;
      return ok({ isLogin: driver !== null, phoneBound: driver?.phone != null, driverId: driver?.id ?? null });
    },
  );

  // Anonymous for register/login/reset codes; the driver's own session for the others (the service decides).
  app.post(
    `${BASE}/sendVerifyCode`,
    { schema: { body: SendVerifyCode, response: { 200: envelope(VerifyCodeSent) } }, preHandler: app.optionalDriver },
    async (req) => ok(await account.sendVerifyCode(req.dealer.id, req.body, req.maybeDriver, requestContext(req))),
  );

  app.post(
    `${BASE}/register`,
    { schema: { body: RegisterRequest, response: { 200: envelope(LoginResult) } } },
    async (req) => ok(await account.register(req.dealer.id, req.body, requestContext(req))),
  );

  app.post(
    `${BASE}/isPhoneRegistered`,
    { schema: { body: PhoneQuery, response: { 200: envelope(PhoneRegistered) } } },
    async (req) => ok(await account.isPhoneRegistered(req.dealer.id, req.body.phone, requestContext(req))),
  );

  app.put(`${BASE}/resetPassword`, { schema: { body: ResetPasswordRequest } }, async (req) => {
    await account.resetPassword(req.dealer.id, req.body);
    return ok();
  });

  app.put(
    `${BASE}/password`,
    { schema: { body: ChangePasswordRequest }, preHandler: app.requireDriver },
    async (req) => {
      await account.changePassword(req.driver, req.body);
      return ok();
    },
  );

  app.put(`${BASE}/phone`, { schema: { body: ChangePhoneRequest }, preHandler: app.requireDriver }, async (req) => {
    await account.changePhone(req.driver, req.body);
    return ok();
  });

  app.put(
    `${BASE}/nickName`,
    { schema: { body: ChangeNickNameRequest }, preHandler: app.requireDriver },
    async (req) => {
      await account.setNickName(req.driver, req.body.nickName);
      return ok();
    },
  );

  app.put(
    `${BASE}/userName`,
    { schema: { body: ChangeUserNameRequest }, preHandler: app.requireDriver },
    async (req) => {
      await account.setUserName(req.driver, req.body.userName);
      return ok();
    },
  );

  app.post(
    `${BASE}/bindPhone`,
    {
      schema: { body: BindPhoneRequest, response: { 200: envelope(BindPhoneResult) } },
      preHandler: app.requireDriverSession,
    },
    async (req) => ok(await account.bindPhone(req.driver, req.body, requestContext(req))),
  );

  app.get(
    `${BASE}/getDriverIdByThirdId`,
    {
      schema: { querystring: DriverIdByThirdIdQuery, response: { 200: envelope(DriverIdResult) } },
      preHandler: app.requireDriverSession,
    },
    async (req) => ok(await thirdIds.driverIdOf(req.driver, req.query.thirdType, req.query.thirdId)),
  );

  app.get(
    `${BASE}/getThirdIdByDriverId`,
    {
      schema: { querystring: ThirdIdByDriverIdQuery, response: { 200: envelope(ThirdIdResult) } },
      preHandler: app.requireDriverSession,
    },
    async (req) => ok(await thirdIds.thirdIdOf(req.driver, req.query.driverId, req.query.thirdType)),
  );

  app.get(
    `${BASE}/driverGroupMembers/getMineGroups`,
    { schema: { response: { 200: envelope(MineGroups) } }, preHandler: app.requireDriver },
    async (req) => ok(await groups.mine(req.driver.id)),
  );

  app.get(
    `${BASE}/accountDeleteCheckList`,
    { schema: { response: { 200: envelope(DeletionCheckList) } }, preHandler: app.requireDriverSession },
    async () => ok(deletion.checkList()),
  );

  app.get(
    `${BASE}/accountDeleteCheckResult`,
    { schema: { response: { 200: envelope(DeletionCheckResult) } }, preHandler: app.requireDriverSession },
    async (req) => ok(await deletion.checkResult(req.driver)),
  );

  app.delete(
    `${BASE}/account`,
    { schema: { body: AccountDeleteRequest }, preHandler: app.requireDriver },
    async (req) => {
      await deletion.deleteAccount(req.driver, req.body.verifyCode);
      return ok();
    },
  );
};
