import { GroupMemberAdd, ok, OperatorRole } from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GroupsService } from './groups.service';

const GroupParams = z.object({ groupId: z.uuid('群组不存在') });
const MemberParams = GroupParams.extend({ driverId: z.uuid('用户不存在') });

/** Operators of a dealer see its driver groups and manage who is in them (under /api/operator/v1). */
export const operatorGroupsRoutes: FastifyPluginAsyncZod<{ groups: GroupsService }> = async (app, { groups }) => {
  const managers = app.requireOperator(OperatorRole.REVIEWER);

  app.get('/driverGroups', { preHandler: app.requireOperator() }, async (req) =>
    ok({ results: await groups.ofDealer(req.operator.dealerId) }),
  );

  app.post(
    '/driverGroups/:groupId/members',
    { schema: { params: GroupParams, body: GroupMemberAdd }, preHandler: managers },
    async (req) => {
      const expiresAt = req.body.expiresAt ? new Date(req.body.expiresAt) : null;
      return ok(await groups.addMember(req.operator.dealerId, req.params.groupId, req.body.phone, expiresAt));
    },
  );

  app.delete(
    '/driverGroups/:groupId/members/:driverId',
    { schema: { params: MemberParams }, preHandler: managers },
    async (req) => {
      await groups.removeMember(req.operator.dealerId, req.params.groupId, req.params.driverId);
      return ok();
    },
  );
};
