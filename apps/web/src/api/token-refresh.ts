import { DriverRoutes, ErrorCode, OK_CODE, StorageKey, Timing } from '@parking/contracts';
import type { KeyValueStore } from '../lib/storage';
import { ApiError } from './api-error';
import type { LoginFlow } from './login-flow';
import { ApiText } from './messages';
import type { Send } from './transport';

const REFRESH = DriverRoutes.refreshToken;

interface TokenPair {
  token: string;
  refreshToken: string;
}

const isTokenPair = (data: unknown): data is TokenPair =>
  typeof (data as TokenPair | null)?.token === 'string' && typeof (data as TokenPair).refreshToken === 'string';

export interface TokenRefresher {
  /**
   * Gets a new token pair. Concurrent callers share one refresh call. Resolves when the new token is stored; rejects
   * with an ApiError after telling the user (login prompt, or the network toast).
   */
  refresh(): Promise<void>;
}

export function createTokenRefresher(deps: {
  send: Send;
  store: KeyValueStore;
  login: LoginFlow;
  onTransportFailure: (error: ApiError) => ApiError;
}): TokenRefresher {
  const { send, store, login } = deps;
  let inFlight: Promise<void> | undefined;

  /** The refresh was refused: the session is over. A login on another phone says so (spec section 8, 0xd12501021). */
  const sessionLost = (code: string) => {
    const elsewhere = code === ErrorCode.LOGGED_IN_ELSEWHERE;
    if (elsewhere) login.loggedInElsewhere();
    else login.requireLogin({ clearSession: true });
    return new ApiError({
      kind: 'business',
      code: elsewhere ? code : ErrorCode.TOKEN_EXPIRED,
      message: elsewhere ? ApiText.LOGGED_IN_ELSEWHERE : ApiText.PLEASE_LOGIN,
      method: REFRESH.method,
      path: REFRESH.path,
    });
  };

  async function refreshOnce(): Promise<void> {
    const refreshToken = store.get(StorageKey.refreshToken);
    if (!refreshToken) throw sessionLost(ErrorCode.TOKEN_EXPIRED);
    const envelope = await send(
      REFRESH.method,
      REFRESH.path,
      { body: { refreshToken }, timeoutMs: Timing.REQUEST_TIMEOUT_MS },
      undefined,
    ).catch(
      // A network failure is not a verdict on the session: keep the tokens so a later request can try again.
      (error: ApiError) => Promise.reject(deps.onTransportFailure(error)),
    );
    if (envelope.code !== OK_CODE || !isTokenPair(envelope.data)) throw sessionLost(envelope.code);
    store.set(StorageKey.token, envelope.data.token);
    store.set(StorageKey.refreshToken, envelope.data.refreshToken);
  }

  return {
    refresh() {
      inFlight ??= refreshOnce().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}
