import { OperatorRole, VehicleOps, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { MaterialsService } from './materials.service';

/** Reviewers (or admins) decide plate certifications of their own dealer (served in the operator scope). */
export async function vehicleOperatorRoutes(app: FastifyInstance, { materials }: { materials: MaterialsService }) {
  const reviewer = { preHandler: app.requireOperator(OperatorRole.REVIEWER) };

  serve(app, VehicleOps.reviewPlateMaterials, reviewer, async (req) =>
    ok(await materials.forReview(req.operator, req.query)),
  );

  serve(app, VehicleOps.reviewPlateMaterial, reviewer, async (req) =>
    ok(await materials.reviewDetail(req.operator, req.params.materialId)),
  );

  serve(app, VehicleOps.approvePlateMaterial, reviewer, async (req) =>
    ok(await materials.approve(req.operator, req.params.materialId)),
  );

  serve(app, VehicleOps.rejectPlateMaterial, reviewer, async (req) =>
    ok(await materials.reject(req.operator, req.params.materialId, req.body)),
  );
}
