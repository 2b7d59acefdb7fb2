import { DriverRoutes, type TokenPair } from '@parking/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { clearSession, saveSession } from '../../lib/session';
import { browserStore } from '../../lib/storage';
import { api } from '../client';
import { driverKeys } from './keys';

/**
 * Starting and ending the driver's session on this device. Cached answers about the previous driver are dropped
 * either way, so a new login never shows someone else's profile for a moment.
 */
export function useSession() {
  const client = useQueryClient();
  const forgetDriver = () => client.removeQueries({ queryKey: driverKeys.all });
  return {
    start(pair: TokenPair) {
      saveSession(browserStore, pair);
      forgetDriver();
    },
    /** Logs out on the server (best effort: a dead session is logged out anyway) and forgets the tokens here. */
    async end() {
      await api.call(DriverRoutes.logout, { quiet: true }).catch(() => undefined);
      clearSession(browserStore);
      forgetDriver();
    },
    /** Forgets the session here only: the server has already ended it (the account was deleted). */
    forget() {
      clearSession(browserStore);
      forgetDriver();
    },
  };
}
