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
export { createGroupsRepository, type GroupsRepository } from './groups.repository';
export { createGroupsService, type GroupsService } from './groups.service';
export { operatorGroupsRoutes } from './operator-groups.routes';
export { checkReservedPassword, reservePasswordAttempt } from './password-check';
export { createThirdIdsService, type ThirdIdsService } from './third-ids.service';
