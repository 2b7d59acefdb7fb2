import { Timing } from '@parking/contracts';
import { loginPath, Paths } from '../lib/paths';
import { clearSession } from '../lib/session';
import type { KeyValueStore } from '../lib/storage';
import { ApiText } from './messages';
import type { UiEffects } from './ui-effects';

export interface LoginFlow {
  /** 请先登录, then the login page after 3 s, coming back to the current page afterwards. */
  requireLogin(options: { clearSession: boolean }): void;
  /** Code 0xd12501021: the session was revoked by a login on another phone. */
  loggedInElsewhere(): void;
}

/**
 * The ways a request sends the user to log in. Several requests often fail together (a page loads three things),
 * so while one redirect is pending the others add no second toast, dialog or navigation.
 */
export function createLoginFlow(effects: UiEffects, store: KeyValueStore): LoginFlow {
  let redirectPending = false;

  function goToLoginLater(target: string) {
    redirectPending = true;
    effects.later(() => {
      redirectPending = false;
      effects.closeDialogs();
      effects.navigate(target);
    }, Timing.LOGIN_REDIRECT_DELAY_MS);
  }

  return {
    requireLogin(options) {
      if (options.clearSession) clearSession(store);
      if (redirectPending) return;
      effects.toast(ApiText.PLEASE_LOGIN);
      goToLoginLater(loginPath(effects.currentPath()));
    },
    loggedInElsewhere() {
      clearSession(store);
      if (redirectPending) return;
      void effects.alert({ content: ApiText.LOGGED_IN_ELSEWHERE, confirmText: ApiText.OK });
      // After logging in again the driver lands on the account page, not on the page whose session was revoked.
      goToLoginLater(loginPath(Paths.MINE));
    },
  };
}
