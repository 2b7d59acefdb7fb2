// The calls this feature's screens make as they first render, as data: its hooks send them and app/first-calls.ts
// lists them for a cold visit (decision 051), so each is written once. No client import: the build's scripts read it.
import { SharingRoutes } from '@parking/contracts';

export const SHARING_ALLOW_CALL = { route: SharingRoutes.sharingAllow } as const;
export const SHARING_PARKS_CALL = { route: SharingRoutes.sharingParks } as const;
export const CREDIT_SCORE_CALL = { route: SharingRoutes.creditScore } as const;
