import { lockSpacesOf } from './lock-spaces.repository';
import { lockCommandsOf } from './lock-commands.repository';
import { lockGatewaysOf } from './lock-gateways.repository';
import type { Db } from '../../db/client';

export type { LockRow } from './lock-spaces.repository';
export { LOCK_COMMAND_TOPIC } from './lock-commands.repository';
export type { LockCommandRow } from './lock-commands.repository';
export type { GatewayRow } from './lock-gateways.repository';

/** Locks, their gateways and their commands. */
export function createLocksRepository(db: Db) {
  return { ...lockSpacesOf(db), ...lockCommandsOf(db), ...lockGatewaysOf(db) };
}
export type LocksRepository = ReturnType<typeof createLocksRepository>;
