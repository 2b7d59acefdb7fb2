import { AppError, ErrorCode, HealthOps, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';

export interface HealthDeps {
  ping: () => Promise<void>;
  /** Whether every migration of this build is applied to the database. */
  migrationsApplied: () => Promise<boolean>;
  /** Whether the job queue is started and not stopping. */
  queueRunning: () => boolean;
}

/**
 * HealthOps: `health` up only when the database answers (load balancers take the node out otherwise); `live` only
 * says the process answers (an orchestrator restarts a node that does not); `ready` says it may take traffic.
 */
export async function healthRoutes(app: FastifyInstance, { ping, migrationsApplied, queueRunning }: HealthDeps) {
  serve(app, HealthOps.health, {}, async () => {
    await ping();
    return ok({ status: 'ok' as const, db: 'ok' as const });
  });

  serve(app, HealthOps.live, {}, async () => ok({ status: 'ok' as const }));

  serve(app, HealthOps.ready, {}, async (req) => {
    const reasons: string[] = [];
    const db = await ping().then(
      () => true,
      (err: unknown) => (req.log.warn({ err }, 'readiness: database unreachable'), false),
    );
    if (!db) reasons.push('数据库不可达');
    else if (!(await migrationsApplied())) reasons.push('数据库迁移未完成');
    if (!queueRunning()) reasons.push('任务队列未运行');
    if (reasons.length > 0) throw new AppError(ErrorCode.NOT_READY, `服务未就绪：${reasons.join('、')}`);
    return ok({ status: 'ok' as const, db: 'ok' as const, migrations: 'ok' as const, queue: 'ok' as const });
  });
}
