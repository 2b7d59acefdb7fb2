import { mount, type ServerModule } from '../../kernel/module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { SessionsService } from '../sessions';
import type { RateLimiter, VerifyCodesService } from '../verification';
import { createAccountService, type AccountService } from './account.service';
import { createDeletionRegistry, type DeletionRegistry } from './deletion-registry';
import { createDeletionService, registerDriverDeletionRules, type DeletionService } from './deletion.service';
import { driverRoutes } from './driver.routes';
import { createDriversRepository, type DriversRepository } from './drivers.repository';
import { createGroupsRepository } from './groups.repository';
import { createGroupsService, type GroupsService } from './groups.service';
import { operatorGroupsRoutes } from './operator-groups.routes';
import { createDriverDeskService, type DriverDeskService } from './desk.service';
import { operatorDeskRoutes } from './operator-desk.routes';
import type { AuditTrail } from '../audit';
import { createThirdIdsService, type ThirdIdsService } from './third-ids.service';

export { createAccountService, type AccountService } from './account.service';
export {
  createDeletionRegistry,
  type DeletionCheck,
  type DeletionEraser,
  type DeletionRegistry,
  type DeletionSubject,
} from './deletion-registry';
export { createDeletionService, registerDriverDeletionRules, type DeletionService } from './deletion.service';
export { driverRoutes } from './driver.routes';
export {
  assertNotLocked,
  defaultNickName,
  LOOKUP_LIMITS,
  lookupKey,
  lookupRefused,
  MAX_FAILED_PASSWORDS,
  PASSWORD_LOCKOUT_MS,
} from './drivers.domain';
export { createDriversRepository, type DriverRow, type DriversRepository } from './drivers.repository';
export { ensureDriver, type NewDriverInput } from './ensure-driver';
export { driverReads } from './driver-reads';
export { driverGroupsPort } from './driver-groups-port';
export { createGroupsRepository, type GroupsRepository } from './groups.repository';
export { createGroupsService, type GroupsService } from './groups.service';
export { operatorGroupsRoutes } from './operator-groups.routes';
export { checkReservedPassword, reservePasswordAttempt } from './password-check';
export { createThirdIdsService, type ThirdIdsService } from './third-ids.service';

/** What the driver module offers the modules above it (auth) and `app.ts`. */
export interface DriverServices {
  /** The driver records (auth's logins find and create drivers here). */
  drivers: DriversRepository;
  account: AccountService;
  groups: GroupsService;
  thirdIds: ThirdIdsService;
  deletion: DeletionService;
  /** Account deletion's checks and erasers: the driver's own first; `app.ts` adds every module's after them. */
  deletionRegistry: DeletionRegistry;
  /** The operators' drivers desk (decision 088). */
  desk: DriverDeskService;
}

/**
 * The driver's account: registration and changes, groups, third-party ids and account deletion, over sessions and
 * verification codes. `appNameOf` gives the 【】 signature of a dealer's messages.
 */
export function createDriverModule(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionsService;
  verification: { verifyCodes: VerifyCodesService; limiter: RateLimiter };
  appNameOf: (dealerId: string) => Promise<string>;
  /** The drivers desk: full views of personal data and disabling are audited (decision 088). */
  trail: AuditTrail;
  /** A driver's wallet balance (the ledger's), for the drivers desk. */
  walletFen: (dealerId: string, driverId: string) => Promise<number>;
}): ServerModule<DriverServices> {
  const { db, clock, sessions, appNameOf } = deps;
  const { verifyCodes, limiter } = deps.verification;
  const drivers = createDriversRepository(db);
  const groupsRepo = createGroupsRepository(db);
  const deletionRegistry = createDeletionRegistry();
  registerDriverDeletionRules(deletionRegistry, { drivers, groups: groupsRepo, clock });

  const account = createAccountService({ drivers, sessions, verifyCodes, limiter, clock, signNameOf: appNameOf });
  const groups = createGroupsService({ groups: groupsRepo, drivers, clock });
  const thirdIds = createThirdIdsService({ drivers });
  const deletion = createDeletionService({ registry: deletionRegistry, drivers, sessions, verifyCodes, clock });
  const desk = createDriverDeskService({ db, clock, trail: deps.trail, sessions, walletFen: deps.walletFen });
  return {
    services: { drivers, account, groups, thirdIds, deletion, deletionRegistry, desk },
    routes: {
      driver: [mount(driverRoutes, { account, groups, thirdIds, deletion })],
      operator: [mount(operatorGroupsRoutes, { groups }), mount(operatorDeskRoutes, { desk })],
    },
  };
}
