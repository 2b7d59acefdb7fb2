/** Query keys of the wallet feature; every key starts with 'driver' so logging out drops them (api/driver). */
export const walletKeys = {
  all: ['driver', 'wallet'] as const,
  balance: ['driver', 'wallet', 'balance'] as const,
  wallets: ['driver', 'wallet', 'wallets'] as const,
  movements: ['driver', 'wallet', 'movements'] as const,
  movement: (movementId: string) => ['driver', 'wallet', 'movements', movementId] as const,
  recharge: (orderNo: string) => ['driver', 'wallet', 'recharges', orderNo] as const,
  withdrawal: (withdrawalId: string) => ['driver', 'wallet', 'withdrawals', withdrawalId] as const,
  agreements: ['driver', 'wallet', 'withholdings'] as const,
  agreement: (agreementId: string) => ['driver', 'wallet', 'withholdings', agreementId] as const,
  autoPay: ['driver', 'wallet', 'autoPay'] as const,
};
