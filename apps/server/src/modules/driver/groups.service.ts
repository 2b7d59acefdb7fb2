import {
  AppError,
  ErrorCode,
  maskPhone,
  type DriverGroup,
  type GroupMemberList,
  type MineGroups,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { DriversRepository } from './drivers.repository';
import type { DriverGroupRow, GroupsRepository } from './groups.repository';

const groupOf = (group: DriverGroupRow, joinedAt: Date, expiresAt: Date | null): DriverGroup => ({
  groupId: group.id,
  groupCode: group.code,
  groupName: group.name,
  description: group.description,
  joinedAt: joinedAt.toISOString(),
  expiresAt: expiresAt?.toISOString() ?? null,
});

/** Driver groups: a driver sees their own memberships; operators of the dealer manage who is in. */
export function createGroupsService(deps: { groups: GroupsRepository; drivers: DriversRepository; clock: Clock }) {
  const { groups, drivers, clock } = deps;

  async function groupOfDealer(dealerId: string, groupId: string): Promise<DriverGroupRow> {
    const group = await groups.find(dealerId, groupId);
    if (!group) throw new AppError(ErrorCode.NOT_FOUND, '群组不存在');
    return group;
  }

  return {
    async mine(driverId: string): Promise<MineGroups> {
      const rows = await groups.mine(driverId, clock.now());
      return {
        results: rows.map((row) => groupOf(row.group, row.joinedAt, row.expiresAt)),
        totalRecord: rows.length,
      };
    },

    async ofDealer(dealerId: string) {
      return (await groups.ofDealer(dealerId)).map((g) => ({
        groupId: g.id,
        groupCode: g.code,
        groupName: g.name,
        description: g.description,
      }));
    },

    /** The members of one of the dealer's groups now, phones masked (decision 088). */
    async members(dealerId: string, groupId: string): Promise<GroupMemberList> {
      const group = await groupOfDealer(dealerId, groupId);
      const rows = await groups.members(group.id, clock.now());
      return {
        results: rows.map((row) => ({
          driverId: row.driverId,
          phone: row.phone === null ? null : maskPhone(row.phone),
          nickName: row.nickName,
          joinedAt: row.joinedAt.toISOString(),
          expiresAt: row.expiresAt?.toISOString() ?? null,
        })),
      };
    },

    /** Adds the dealer's driver with this phone to one of the dealer's groups (or renews the membership). */
    async addMember(dealerId: string, groupId: string, phone: string, expiresAt: Date | null): Promise<DriverGroup> {
      const group = await groupOfDealer(dealerId, groupId);
      const driver = await drivers.findByPhone(dealerId, phone);
      if (!driver) throw new AppError(ErrorCode.NOT_FOUND, '该手机号未注册');
      const now = clock.now();
      if (expiresAt && expiresAt <= now) throw new AppError(ErrorCode.INVALID_INPUT, 'expiresAt: 须晚于当前时间');
      await groups.addMember(group.id, driver.id, now, expiresAt);
      const membership = (await groups.mine(driver.id, now)).find((row) => row.group.id === group.id)!;
      return groupOf(group, membership.joinedAt, membership.expiresAt);
    },

    async removeMember(dealerId: string, groupId: string, driverId: string): Promise<void> {
      const group = await groupOfDealer(dealerId, groupId);
      if (!(await groups.removeMember(group.id, driverId))) throw new AppError(ErrorCode.NOT_FOUND, '该用户不在群组中');
    },
  };
}
export type GroupsService = ReturnType<typeof createGroupsService>;
