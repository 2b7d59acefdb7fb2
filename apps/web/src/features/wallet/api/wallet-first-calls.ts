// The calls this feature's screens make as they first render, as data: its hooks send them and app/first-calls.ts
// lists them for a cold visit (decision 051), so each is written once. No client import: the build's scripts read it.
import { WalletRoutes } from '@parking/contracts';

export const BALANCE_INFO_CALL = { route: WalletRoutes.balanceInfo } as const;
export const AUTO_PAY_CALL = { route: WalletRoutes.autoPay } as const;
