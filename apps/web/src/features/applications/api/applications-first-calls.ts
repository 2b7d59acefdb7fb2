// The calls this feature's screens make as they first render, as data: its hooks send them and app/first-calls.ts
// lists them for a cold visit (decision 051), so each is written once. No client import: the build's scripts read it.
import { ApplicationsRoutes } from '@parking/contracts';

export const BENEFIT_PROGRAMMES_CALL = { route: ApplicationsRoutes.benefitProgrammes } as const;
