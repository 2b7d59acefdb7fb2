import {
  OperatorPlateMaterial,
  OperatorPlateMaterialPage,
  OperatorPlateMaterialQuery,
  OperatorRole,
  PlateMaterialIdParams,
  PlateMaterialReject,
  envelope,
  ok,
} from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MaterialsService } from './materials.service';

/** Reviewers (or admins) decide plate certifications of their own dealer (under /api/operator/v1). */
export const vehicleOperatorRoutes: FastifyPluginAsyncZod<{ materials: MaterialsService }> = async (
  app,
  { materials },
) => {
  const reviewer = app.requireOperator(OperatorRole.REVIEWER);

  app.get(
    '/plateMaterials',
    {
      schema: { querystring: OperatorPlateMaterialQuery, response: { 200: envelope(OperatorPlateMaterialPage) } },
      preHandler: reviewer,
    },
    async (req) => ok(await materials.forReview(req.operator, req.query)),
  );

  app.get(
    '/plateMaterials/:materialId',
    {
      schema: { params: PlateMaterialIdParams, response: { 200: envelope(OperatorPlateMaterial) } },
      preHandler: reviewer,
    },
    async (req) => ok(await materials.reviewDetail(req.operator, req.params.materialId)),
  );

  app.post(
    '/plateMaterials/:materialId/approve',
    {
      schema: { params: PlateMaterialIdParams, response: { 200: envelope(OperatorPlateMaterial) } },
      preHandler: reviewer,
    },
    async (req) => ok(await materials.approve(req.operator, req.params.materialId)),
  );

  app.post(
    '/plateMaterials/:materialId/reject',
    {
      schema: {
        params: PlateMaterialIdParams,
        body: PlateMaterialReject,
        response: { 200: envelope(OperatorPlateMaterial) },
      },
      preHandler: reviewer,
    },
    async (req) => ok(await materials.reject(req.operator, req.params.materialId, req.body)),
  );
};
