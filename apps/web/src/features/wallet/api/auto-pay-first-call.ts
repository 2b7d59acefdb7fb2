// A call a screen makes as it first renders, as data: its query sends it and app/first-calls.ts lists it for a cold
// visit (decision 051), so it is written once. No client import: the build's scripts read it.
import { WalletRoutes } from '@parking/contracts';

export const AUTO_PAY_CALL = { route: WalletRoutes.autoPay } as const;
