import { PlatBizType } from './constants';
import type { MenuConfig } from './menu';

/** What a dealer offers its drivers, read from its menu config: one answer for web and server alike. */
export interface DealerOffers {
  /** Parking (payment, monthly plans, booking, favourites): every platform but a charging-only one. */
  parking: boolean;
  /** Charging stations: the platform does charging (platBizType 2 or 3) and the charging flag is on. */
  charging: boolean;
  /** The balance pays: the dealer runs wallets (walletPlan) or an account balance (supportBalance). */
  balance: boolean;
}

/** The business type says what the platform does; a flag turns the feature on (spec section 1). */
export function offers(
  config: Pick<MenuConfig, 'platBizType' | 'charging' | 'walletPlan' | 'supportBalance'>,
): DealerOffers {
  return {
    parking: config.platBizType !== PlatBizType.CHARGING,
    charging: config.platBizType !== PlatBizType.PARKING && config.charging,
    balance: config.walletPlan || config.supportBalance,
  };
}
