import {
  AppError,
  ErrorCode,
  OPERATOR_ROLES,
  OperatorRole,
  PARK_SCOPED_ROLES,
  type OperatorAccount,
  type OperatorCreate,
  type OperatorLogin,
  type OperatorPasswordChange,
  type OperatorProfile,
  type OperatorSession,
  type OperatorUpdate,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { AuditTrail } from '../audit';
import type { DealersService } from '../dealers';
import type { OperatorRow, OperatorsRepository } from './operators.repository';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../security/passwords';
import { minutesLeft } from '../../security/lockout';
import { randomToken, sha256 as hashToken } from '../../security/tokens';

export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;

/** An authenticated operator and the session that proved it. */
export interface OperatorIdentity {
  sessionId: string;
  operator: OperatorProfile;
}

const TOKEN_PREFIX = 'op_';

const wrongCredentials = () => new AppError(ErrorCode.OPERATOR_LOGIN_REQUIRED, '用户名或密码错误');
const lockedOut = (until: Date, now: Date) =>
  new AppError(ErrorCode.TOO_MANY_REQUESTS, `登录失败次数过多，账号已锁定，请 ${minutesLeft(until, now)} 分钟后再试`);

const KNOWN_ROLES: readonly string[] = OPERATOR_ROLES;

function profileOf(row: OperatorRow): OperatorProfile {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    roles: row.roles.filter((r): r is OperatorRole => KNOWN_ROLES.includes(r)),
    dealerId: row.dealerId,
    parkIds: row.parkIds,
  };
}

function accountOf(row: OperatorRow): OperatorAccount {
  const { dealerId: _dealerId, ...profile } = profileOf(row);
  return {
    ...profile,
    disabled: row.disabled,
    lockedUntil: row.lockedUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The parks an operator may act on: undefined for a dealer-wide operator (every park of the dealer), else the parks
 * granted to their park-scoped roles.
 */
export const parkScopeOf = (operator: OperatorProfile): readonly string[] | undefined =>
  operator.roles.some((r) => !PARK_SCOPED_ROLES.includes(r)) ? undefined : operator.parkIds;

/** Whether an operator may act on a park (callers still check the park is the operator's dealer's). */
export const mayActOnPark = (operator: OperatorProfile, parkId: string): boolean => {
  const scope = parkScopeOf(operator);
  return scope === undefined || scope.includes(parkId);
};

/** Refuses an operator acting on a park outside their scope (the caller has checked the park is their dealer's). */
export function checkParkScope(operator: OperatorProfile, parkId: string): void {
  if (!mayActOnPark(operator, parkId)) throw new AppError(ErrorCode.FORBIDDEN, '当前账号无权管理该车场');
}

/** What the audit log keeps of an account change (never the password hash). */
const auditedFields = (row: OperatorRow) => ({
  displayName: row.displayName,
  roles: row.roles,
  parkIds: row.parkIds,
  disabled: row.disabled,
});

const operatorNotFound = () => new AppError(ErrorCode.NOT_FOUND, '账号不存在');

/** Whether an operator may act in one of `roles`; admins may do everything, no roles listed means any operator. */
export const hasRole = (operator: OperatorProfile, roles: readonly OperatorRole[]): boolean =>
  roles.length === 0 || operator.roles.includes(OperatorRole.ADMIN) || roles.some((r) => operator.roles.includes(r));

export function createOperatorsService(deps: {
  repo: OperatorsRepository;
  dealers: DealersService;
  clock: Clock;
  /** Which of these park ids are the dealer's (the parks module's port). */
  parksOfDealer: (dealerId: string, parkIds: readonly string[]) => Promise<string[]>;
  /** Records account changes in their transaction (decision 082). */
  trail?: AuditTrail;
}) {
  const { repo, dealers, clock } = deps;

  async function checkParks(dealerId: string, parkIds: readonly string[]): Promise<void> {
    if (parkIds.length === 0) return;
    const known = new Set(await deps.parksOfDealer(dealerId, parkIds));
    if (parkIds.some((id) => !known.has(id))) throw new AppError(ErrorCode.INVALID_INPUT, '授权车场不存在');
  }

  return {
    async login({ dealerId, username, password }: OperatorLogin): Promise<OperatorSession> {
      const dealer = await dealers.resolve(dealerId);
      const row = await repo.findByUsername(dealer.id, username.toLowerCase());
      if (!row) {
        await verifyAgainstDummy(password);
        throw wrongCredentials();
      }
      const now = clock.now();
      // Counted before hashing, so a burst of guesses gets at most MAX_FAILED_LOGINS checked.
      const attempt = await repo.reservePasswordAttempt(row.id, {
        maxFailures: MAX_FAILED_LOGINS,
        lockUntil: new Date(now.getTime() + LOCKOUT_MS),
        now,
      });
      if (!attempt.reserved) throw lockedOut(attempt.lockedUntil ?? now, now);
      if (!(await verifyPassword(row.passwordHash, password))) {
        if (attempt.locks) throw lockedOut(attempt.locks, now);
        throw wrongCredentials();
      }
      await repo.clearFailedLogins(row.id);
      // Told only after a correct password, so guessing cannot probe which accounts are disabled.
      if (row.disabled) throw new AppError(ErrorCode.FORBIDDEN, '账号已停用，请联系管理员');

      const token = randomToken(TOKEN_PREFIX);
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await repo.createSession(row.id, hashToken(token), expiresAt);
      return { token, expiresAt: expiresAt.toISOString(), operator: profileOf(row) };
    },

    /** The identity behind a bearer token, or undefined when the token is unknown, expired, revoked or disabled. */
    async authenticate(token: string): Promise<OperatorIdentity | undefined> {
      if (!token.startsWith(TOKEN_PREFIX)) return undefined;
      const found = await repo.findBySession(hashToken(token), clock.now());
      return found && { sessionId: found.sessionId, operator: profileOf(found.operator) };
    },

    logout: (sessionId: string) => repo.revokeSession(sessionId, clock.now()),

    /** The signed-in operator's own password; their other sessions end. */
    async changePassword(identity: OperatorIdentity, change: OperatorPasswordChange): Promise<void> {
      const row = await repo.findById(identity.operator.dealerId, identity.operator.id);
      if (!row) throw operatorNotFound();
      if (!(await verifyPassword(row.passwordHash, change.oldPassword))) {
        throw new AppError(ErrorCode.INVALID_INPUT, '原密码错误');
      }
      await repo.setPassword(row.id, await hashPassword(change.newPassword), clock.now(), identity.sessionId);
    },

    async list(dealerId: string): Promise<OperatorAccount[]> {
      return (await repo.listOfDealer(dealerId)).map(accountOf);
    },

    async create(dealerId: string, input: OperatorCreate & { parkIds: string[] }): Promise<OperatorAccount> {
      await checkParks(dealerId, input.parkIds);
      const username = input.username.toLowerCase();
      const id = await repo.insertIfAbsent({
        dealerId,
        username,
        displayName: input.displayName,
        passwordHash: await hashPassword(input.password),
        roles: input.roles,
        parkIds: input.parkIds,
        disabled: false,
      });
      if (!id) throw new AppError(ErrorCode.CONFLICT, '用户名已存在');
      return accountOf((await repo.findById(dealerId, id))!);
    },

    /** Name, roles, parks, disabled. An admin cannot disable or demote themselves (the dealer would lose its admin). */
    async update(
      actor: OperatorProfile,
      operatorId: string,
      input: OperatorUpdate & { parkIds: string[] },
    ): Promise<OperatorAccount> {
      if (actor.id === operatorId && (input.disabled || !input.roles.includes(OperatorRole.ADMIN))) {
        throw new AppError(ErrorCode.INVALID_INPUT, '不能停用自己或取消自己的管理员角色');
      }
      await checkParks(actor.dealerId, input.parkIds);
      const row = await repo.update(actor.dealerId, operatorId, input, clock.now(), (tx, before, after) =>
        deps.trail?.record(tx, {
          objectType: 'operator',
          objectId: operatorId,
          before: auditedFields(before),
          after: auditedFields(after),
        }),
      );
      if (!row) throw operatorNotFound();
      return accountOf(row);
    },

    /** An admin sets a new password for an operator: their sessions end and the lockout is lifted. */
    async resetPassword(dealerId: string, operatorId: string, password: string): Promise<void> {
      const row = await repo.findById(dealerId, operatorId);
      if (!row) throw operatorNotFound();
      await repo.setPassword(row.id, await hashPassword(password), clock.now());
    },
  };
}
export type OperatorsService = ReturnType<typeof createOperatorsService>;

export interface NewOperatorInput {
  dealerId: string;
  username: string;
  displayName: string;
  password: string;
  roles: OperatorRole[];
  parkIds?: string[];
  disabled?: boolean;
}

/** Creates an operator unless the dealer already has one with this username (seed, tests, later the console). */
export async function ensureOperator(repo: OperatorsRepository, input: NewOperatorInput): Promise<void> {
  const username = input.username.toLowerCase();
  if (await repo.findByUsername(input.dealerId, username)) return;
  await repo.insertIfAbsent({
    dealerId: input.dealerId,
    username,
    displayName: input.displayName,
    passwordHash: await hashPassword(input.password),
    roles: input.roles,
    parkIds: input.parkIds ?? [],
    disabled: input.disabled ?? false,
  });
}
