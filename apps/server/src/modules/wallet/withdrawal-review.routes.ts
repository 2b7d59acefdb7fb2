import { OperatorRole, WithdrawalReviewOps, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { WithdrawalReview } from './withdrawal-review';

/** 提现审核 under /api/operator/v1: finance only (admins pass every role check). Audited by the operator scope. */
export async function withdrawalReviewRoutes(app: FastifyInstance, { review }: { review: WithdrawalReview }) {
  const finance = { preHandler: app.requireOperator(OperatorRole.FINANCE) };
  serve(app, WithdrawalReviewOps.reviewWithdrawals, finance, async (req) =>
    ok(await review.list(req.operator, req.query)),
  );
  serve(app, WithdrawalReviewOps.approveWithdrawal, finance, async (req) =>
    ok(await review.approve(req.operator, req.params.withdrawalId)),
  );
  serve(app, WithdrawalReviewOps.refuseWithdrawal, finance, async (req) =>
    ok(await review.refuse(req.operator, req.params.withdrawalId, req.body.note)),
  );
}
