import {
  AppError,
  ErrorCode,
  VerifyCodeType,
  type DeletionCheckList,
  type DeletionCheckResult,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { AuthenticatedDriver, SessionsService } from '../sessions';
import type { VerifyCodesService } from '../verification';
import type { DeletionRegistry, DeletionSubject } from './deletion-registry';
import type { DriversRepository } from './drivers.repository';
import type { GroupsRepository } from './groups.repository';

/** The checks and erasers the driver module itself owns. */
export function registerDriverDeletionRules(
  registry: DeletionRegistry,
  deps: { drivers: DriversRepository; groups: GroupsRepository; clock: Clock },
): void {
  const { drivers, groups, clock } = deps;
  registry.addCheck({
    key: 'phoneBound',
    title: '已绑定手机号',
    description: '注销需向绑定的手机号发送验证码确认',
    blocking: true,
    evaluate: async (subject) =>
      subject.phone
        ? { passed: true, detail: '已绑定手机号' }
        : { passed: false, detail: '当前账号未绑定手机号，请先绑定' },
  });
  registry.addCheck({
    key: 'accountNotLocked',
    title: '账号状态正常',
    description: '账号因密码多次输错被锁定期间不能注销',
    blocking: true,
    evaluate: async (subject) => {
      const row = await drivers.findById(subject.dealerId, subject.id);
      const locked = Boolean(row?.lockedUntil && row.lockedUntil > clock.now());
      return locked
        ? { passed: false, detail: '账号已被临时锁定，请稍后再试' }
        : { passed: true, detail: '账号状态正常' };
    },
  });
  registry.addCheck({
    key: 'groupMemberships',
    title: '群组资格',
    description: '注销后，您在园区员工、优待等群组中的资格将一并失效',
    blocking: false,
    evaluate: async (subject) => {
      const mine = await groups.mine(subject.id, clock.now());
      if (mine.length === 0) return { passed: true, detail: '未加入任何群组' };
      return { passed: false, detail: `注销后将失去：${mine.map((m) => m.group.name).join('、')}` };
    },
  });
  // Membership of a group (e.g. 残疾人优待) says something about a person: it goes with the account.
  registry.addEraser({ key: 'groupMemberships', erase: (subject) => groups.removeAllOf(subject.id) });
}

/** Account deletion: the check list, its result for the driver, and the deletion itself. */
export function createDeletionService(deps: {
  registry: DeletionRegistry;
  drivers: DriversRepository;
  sessions: SessionsService;
  verifyCodes: VerifyCodesService;
  clock: Clock;
}) {
  const { registry, drivers, sessions, verifyCodes, clock } = deps;

  async function subjectOf(driver: AuthenticatedDriver): Promise<DeletionSubject> {
    const row = await drivers.findById(driver.dealerId, driver.id);
    if (!row) throw new AppError(ErrorCode.NOT_LOGGED_IN);
    return { id: row.id, dealerId: row.dealerId, phone: row.phone };
  }

  return {
    checkList: (): DeletionCheckList => ({ items: registry.list() }),

    checkResult: async (driver: AuthenticatedDriver): Promise<DeletionCheckResult> =>
      registry.evaluate(await subjectOf(driver)),

    /**
     * Deletes the account when no blocking check fails and the code sent to its phone is right: every module erases
     * its personal data, the account's phone, names, password and third-party ids are erased (the row stays for the
     * financial records that point at it), and every session ends.
     */
    async deleteAccount(driver: AuthenticatedDriver, verifyCode: string): Promise<void> {
      const subject = await subjectOf(driver);
      const result = await registry.evaluate(subject);
      const blockers = result.items.filter((item) => item.blocking && !item.passed);
      if (blockers.length > 0) {
        throw new AppError(ErrorCode.CONFLICT, `暂不满足注销条件：${blockers.map((b) => b.detail).join('；')}`);
      }
      await verifyCodes.verify(
        { dealerId: subject.dealerId, phone: subject.phone!, purpose: VerifyCodeType.DELETE_ACCOUNT },
        verifyCode,
      );
      await registry.erase(subject);
      await drivers.anonymise(subject.id, clock.now());
      await sessions.revokeAllOf(subject.id, 'deleted');
    },
  };
}
export type DeletionService = ReturnType<typeof createDeletionService>;
