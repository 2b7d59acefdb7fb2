// The calls this feature's screens make as they first render, as data: its hooks send them and app/first-calls.ts
// lists them for a cold visit (decision 051), so each is written once. No client import: the build's scripts read it.
import { DriverRoutes } from '@parking/contracts';

export const MINE_GROUPS_CALL = { route: DriverRoutes.getMineGroups } as const;
