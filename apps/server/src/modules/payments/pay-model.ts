import { PAY_CHANNEL_NAMES, PayChannel, type PayModel, type PayModelChannel } from '@parking/contracts';
import type { LedgerPort } from '../ledger';
import { payEnvironment, walletChannelsFor } from './pay-environment';
import type { PaymentProviders } from './providers';

/** pay/v2/api/payModel: the channels this client can pay with at this dealer, in the order the page lists them. */
export function createPayModel({
  providers,
  ledger,
  balanceAllowed,
}: {
  providers: PaymentProviders;
  ledger: LedgerPort;
  balanceAllowed: (dealerId: string) => Promise<boolean>;
}) {
  return async function payModel(asker: {
    dealerId: string;
    driverId: string | null;
    clientType: number | undefined;
    userAgent: string | undefined;
  }): Promise<PayModel> {
    const channels: PayModelChannel[] = [];
    for (const channel of walletChannelsFor(payEnvironment(asker.clientType, asker.userAgent))) {
      const provider = providers.forChannel(channel);
      if (provider)
        channels.push({ payChannel: channel, name: PAY_CHANNEL_NAMES[channel], sandbox: provider.name === 'sandbox' });
    }
    if (asker.driverId && (await balanceAllowed(asker.dealerId))) {
      const balanceFen = await ledger.balance(asker.dealerId, { kind: 'driverWallet', driverId: asker.driverId });
      channels.push({
        payChannel: PayChannel.BALANCE,
        name: PAY_CHANNEL_NAMES[PayChannel.BALANCE],
        balanceFen,
        sandbox: false,
      });
    }
    return { channels, defaultChannel: channels[0]?.payChannel ?? null };
  };
}
