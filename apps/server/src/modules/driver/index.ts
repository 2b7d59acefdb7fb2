import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
import type { BasicServices } from '../basic';
import { ledgerOf } from '../ledger';
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
  /** Account deletion's checks and erasers: the driver's own first, every module's after them (`gather`). */
  deletionRegistry: DeletionRegistry;
  /** The operators' drivers desk (decision 088). */
  desk: DriverDeskService;
}

/**
 * The driver's account: registration and changes, groups, third-party ids and account deletion, over sessions and
 * verification codes. `appNameOf` gives the 【】 signature of a dealer's messages.
 */
export function createDriverModule(
  deps: Pick<ModuleDeps, 'db' | 'clock'>,
  uses: {
    sessions: ModuleOf<{ sessions: SessionsService }>;
    verification: ModuleOf<{ verifyCodes: VerifyCodesService; limiter: RateLimiter }>;
    basic: ModuleOf<Pick<BasicServices, 'appNameOf'>>;
    /** The drivers desk: full views of personal data and disabling are audited (decision 088). */
    audit: ModuleOf<{ trail: AuditTrail }>;
  },
): ServerModule<DriverServices> {
  const { db, clock } = deps;
  const { sessions } = uses.sessions.services;
  const { appNameOf } = uses.basic.services;
  const { verifyCodes, limiter } = uses.verification.services;
  const drivers = createDriversRepository(db);
  const groupsRepo = createGroupsRepository(db);
  const deletionRegistry = createDeletionRegistry();
  registerDriverDeletionRules(deletionRegistry, { drivers, groups: groupsRepo, clock });

  const account = createAccountService({ drivers, sessions, verifyCodes, limiter, clock, signNameOf: appNameOf });
  const groups = createGroupsService({ groups: groupsRepo, drivers, clock });
  const thirdIds = createThirdIdsService({ drivers });
  const deletion = createDeletionService({ registry: deletionRegistry, drivers, sessions, verifyCodes, clock });
  const desk = createDriverDeskService({
    db,
    clock,
    trail: uses.audit.services.trail,
    sessions,
    // The wallet's balance, from the ledger.
    walletFen: (dealerId, driverId) => ledgerOf(db).balance(dealerId, { kind: 'driverWallet', driverId }),
  });
  return {
    services: { drivers, account, groups, thirdIds, deletion, deletionRegistry, desk },
    routes: {
      driver: [mount(driverRoutes, { account, groups, thirdIds, deletion })],
      operator: [mount(operatorGroupsRoutes, { groups }), mount(operatorDeskRoutes, { desk })],
    },
    // After the driver's own rules (registered above), in the order the modules are listed.
    gather: (modules) => {
      for (const { checks = [], erasers = [] } of modules.map((module) => module.deletion ?? {})) {
        for (const check of checks) deletionRegistry.addCheck(check);
        for (const eraser of erasers) deletionRegistry.addEraser(eraser);
      }
    },
  };
}
