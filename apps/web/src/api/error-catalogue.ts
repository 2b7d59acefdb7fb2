import { ErrorCode, StorageKey, Timing } from '@parking/contracts';
import { PAY_ARREARS_PATH, paymentFeedbackPath, Paths } from '../lib/paths';
import { SOURCE_TYPE_SCANNED_LANE } from '../lib/source-type';
import type { KeyValueStore } from '../lib/storage';
import type { LoginFlow } from './login-flow';
import { ApiText } from './messages';
import type { UiEffects } from './ui-effects';

export interface FailureContext {
  /** The server's message, or a fallback when it sent none. */
  message: string;
  effects: UiEffects;
  store: KeyValueStore;
  login: LoginFlow;
  /** A background request: codes without a row of their own are not toasted. */
  quiet?: boolean;
  /** Codes without a row of their own that the caller handles itself: not toasted either. */
  handledCodes?: readonly string[];
}

type Reaction = (context: FailureContext) => void;

/**
 * Spec section 8, one row per code (401 is handled by the client itself: refresh and retry). Dialogs are not awaited:
 * the request rejects at once and the dialog's buttons act on their own.
 */
const reactions: Record<string, Reaction> = {
  [ErrorCode.NOT_LOGGED_IN]: ({ login }) => login.requireLogin({ clearSession: true }),

  [ErrorCode.LANE_ORDER_NOT_PAYABLE]: ({ message, effects, store }) => {
    if (store.get(StorageKey.sourceType) === SOURCE_TYPE_SCANNED_LANE) return effects.navigate(Paths.SCAN_PAY);
    void effects
      .alert({ title: ApiText.DIALOG_TITLE, content: message, confirmText: ApiText.OK })
      .then(() => effects.closeWindow());
  },

  [ErrorCode.LOGGED_IN_ELSEWHERE]: ({ login }) => login.loggedInElsewhere(),

  [ErrorCode.NO_BOUND_PHONE]: ({ effects }) => effects.navigate(Paths.BIND_PHONE),

  [ErrorCode.PAYMENT_FAILED]: ({ message, effects }) => {
    void effects
      .confirm({ content: message, cancelText: ApiText.CANCEL, confirmText: ApiText.SUBMIT_FEEDBACK })
      .then(
        (feedback) =>
          feedback &&
          effects.navigate(paymentFeedbackPath({ errorCode: ErrorCode.PAYMENT_FAILED, errorMessage: message })),
      );
  },

  [ErrorCode.PLATE_HAS_ARREARS]: ({ message, effects }) => {
    const actions = [
      { key: 'pay', text: ApiText.PAY_ARREARS_NOW },
      // A plate bound by someone else by mistake is fixed where plates are managed (unbind it there).
      { key: 'unbind', text: ApiText.PLATE_BOUND_BY_MISTAKE },
      { key: 'cancel', text: ApiText.CANCEL },
    ] as const;
    void effects.choose({ title: message, actions }).then((choice) => {
      if (choice === 'pay') effects.navigate(PAY_ARREARS_PATH);
      if (choice === 'unbind') effects.navigate(Paths.CAR_MANAGE);
    });
  },

  [ErrorCode.TOO_MANY_REQUESTS]: ({ message, effects }) =>
    effects.toast(message, { fail: true, durationMs: Timing.LONG_TOAST_MS }),

  [ErrorCode.GONE]: ({ message, effects }) => {
    void effects
      .confirm({ content: message, cancelText: ApiText.CANCEL, confirmText: ApiText.OK })
      .then((ok) => ok && effects.goBack());
  },
};

const showError: Reaction = ({ message, effects }) =>
  effects.toast(message, { fail: true, durationMs: Timing.TOAST_MS });

/** Tells the user about a failed response the way spec section 8 says for its code; other codes get a 3 s toast. */
export function reactToFailure(code: string, context: FailureContext): void {
  const handledByCaller = context.quiet || context.handledCodes?.includes(code);
  const reaction = reactions[code] ?? (handledByCaller ? undefined : showError);
  reaction?.(context);
}
