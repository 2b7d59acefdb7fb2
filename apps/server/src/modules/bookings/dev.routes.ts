import { AppError, ErrorCode, ok, ReservationDevOps } from '@parking/contracts';
import type { LockGatewaySimulator } from '@parking/devices';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { LocksService } from './locks.service';

/**
 * Demo only: what happens at a lock of the simulated gateway running in this process (a car drives onto the space, a
 * fault), so the demo and the end-to-end story can show the lock and the guarantee. Refused without the simulator.
 */
export async function bookingDevRoutes(
  app: FastifyInstance,
  deps: { simulators: () => LockGatewaySimulator[]; locks: LocksService },
) {
  serve(app, ReservationDevOps.simulateLock, {}, async (req) => {
    const { lockId } = req.params;
    const sim = deps.simulators().find((s) => s.locks.has(lockId));
    if (!sim) throw new AppError(ErrorCode.FORBIDDEN, '仅在演示模式下可用（地锁模拟器未运行）');
    switch (req.body.event) {
      case 'carArrives':
        sim.carArrives(lockId);
        break;
      case 'carLeaves':
        sim.carLeaves(lockId);
        break;
      case 'motorFault':
        sim.setFault(lockId, 'motor');
        break;
      case 'repair':
        sim.obstruct(lockId, false);
        sim.setFault(lockId, null);
        break;
      case 'obstruct':
        sim.obstruct(lockId, true);
        break;
      case 'lowBattery':
        sim.setBattery(lockId, 15);
        break;
    }
    const lock = await deps.locks.peek(lockId);
    if (!lock) throw new AppError(ErrorCode.NOT_FOUND, '地锁不存在');
    return ok(lock);
  });
}
