import type { HomeEntryId, MenuConfig, OperatorRole } from '@parking/contracts';
import type { advertisings, dealerSettings, dealers, news, notices, pageRemarks } from '../db/schema';

type Row<T extends { $inferInsert: unknown }, Omitted extends string = 'dealerId'> = Omit<T['$inferInsert'], Omitted>;

/** Everything the demo seeds for one dealer. Ids are fixed, so seeding twice changes nothing. */
export interface DemoDealer {
  dealer: Row<typeof dealers, 'createdAt'>;
  settings: Row<typeof dealerSettings>;
  menu: MenuConfig;
  /** In display order. */
  entries: { entryId: HomeEntryId; entryName: string; entryUrl: string; needLogin: boolean; color: string }[];
  remarks: Row<typeof pageRemarks>[];
  notices: Row<typeof notices>[];
  ads: Row<typeof advertisings>[];
  news: Row<typeof news>[];
  /** Park-scoped roles name their parks (`parkIds`). */
  operators: { username: string; displayName: string; password: string; roles: OperatorRole[]; parkIds?: string[] }[];
  /** Driver groups (园区员工, 残疾人优待, …) by code. */
  driverGroups: { id: string; code: string; name: string; description: string }[];
  /** Demo driver accounts to try the app with, and the groups they are in. */
  drivers: { phone: string; password: string; nickName: string; groups: string[] }[];
}

/** Fixed demo row ids: `seedId(1, 3)` is 00000000-0000-4000-8000-000100000003. */
export const seedId = (group: number, n: number) =>
  `00000000-0000-4000-8000-${String(group).padStart(4, '0')}${String(n).padStart(8, '0')}`;
