import { ok, OperatorOps, OperatorRole } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { GroupsService } from './groups.service';

/** Operators of a dealer see its driver groups and manage who is in them (in the operator scope). */
export async function operatorGroupsRoutes(app: FastifyInstance, { groups }: { groups: GroupsService }) {
  const managers = app.requireOperator(OperatorRole.REVIEWER);

  serve(app, OperatorOps.driverGroups, { preHandler: app.requireOperator() }, async (req) =>
    ok({ results: await groups.ofDealer(req.operator.dealerId) }),
  );

  serve(app, OperatorOps.groupMembers, { preHandler: managers }, async (req) =>
    ok(await groups.members(req.operator.dealerId, req.params.groupId)),
  );

  serve(app, OperatorOps.addGroupMember, { preHandler: managers }, async (req) => {
    const expiresAt = req.body.expiresAt ? new Date(req.body.expiresAt) : null;
    return ok(await groups.addMember(req.operator.dealerId, req.params.groupId, req.body.phone, expiresAt));
  });

  serve(app, OperatorOps.removeGroupMember, { preHandler: managers }, async (req) => {
    await groups.removeMember(req.operator.dealerId, req.params.groupId, req.params.driverId);
    return ok();
  });
}
