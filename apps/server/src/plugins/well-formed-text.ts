import { AppError, ErrorCode, illFormedTextMessage, illFormedTextPath } from '@parking/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const PARTS: readonly [name: string, read: (req: FastifyRequest) => unknown][] = [
  ['请求头 x-payload', (req) => req.payload],
  ['请求头', (req) => req.headers],
  ['路径参数', (req) => req.params],
  ['查询参数', (req) => req.query],
  ['请求体', (req) => req.body],
];

/**
 * Refuses, before validation and any handler, a request whose parsed input holds text the database cannot take (NUL,
 * a lone surrogate): one check over everything parsed rather than a rule on each string schema, so routes without a
 * schema, device bodies and the payload header are covered too (docs/decisions/020).
 */
export function installWellFormedText(scope: FastifyInstance): void {
  scope.addHook('preValidation', async (req) => {
    for (const [name, read] of PARTS) {
      const path = illFormedTextPath(read(req));
      if (path !== undefined)
        throw new AppError(ErrorCode.INVALID_TEXT, illFormedTextMessage(path ? `${name} ${path}` : name));
    }
  });
}
