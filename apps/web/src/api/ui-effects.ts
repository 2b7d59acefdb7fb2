/**
 * Everything the request layer does to the screen goes through this interface: the app wires antd-mobile and the
 * router (app/ui-effects.ts), unit tests wire fakes and drive every row of the error catalogue.
 */
export interface UiEffects {
  /** A toast of `Timing.TOAST_MS` unless told otherwise, with a fail or success icon when asked. */
  toast(content: string, options?: { durationMs?: number; fail?: boolean; success?: boolean }): void;
  /** A dialog with one button; resolves when it is tapped. */
  alert(options: { title?: string; content?: string; confirmText?: string }): Promise<void>;
  /** A dialog with cancel and confirm; resolves true on confirm. */
  confirm(options: { title?: string; content: string; confirmText?: string; cancelText?: string }): Promise<boolean>;
  /** A dialog with several stacked buttons; resolves with the key of the one tapped. */
  choose<K extends string>(options: { title: string; actions: readonly { key: K; text: string }[] }): Promise<K>;
  /** Closes every open dialog (before a delayed navigation takes the user elsewhere). */
  closeDialogs(): void;
  navigate(to: string): void;
  goBack(): void;
  /** Closes the web view (WeChat, Alipay) or the tab. */
  closeWindow(): void;
  /** The current route as path + query, for login redirects. */
  currentPath(): string;
  /** Runs `run` after `ms`: the catalogue's delayed navigations. */
  later(run: () => void, ms: number): void;
}

/** Until the app installs the real effects (first lines of main.tsx) nothing is shown; requests still settle. */
const silentEffects: UiEffects = {
  toast: () => undefined,
  alert: () => Promise.resolve(),
  confirm: () => Promise.resolve(false),
  // Never settles: nobody is there to choose, and the request has already been rejected.
  choose: () => new Promise<never>(() => undefined),
  closeDialogs: () => undefined,
  navigate: () => undefined,
  goBack: () => undefined,
  closeWindow: () => undefined,
  currentPath: () => '/',
  later: (run, ms) => void setTimeout(run, ms),
};

let installed: UiEffects = silentEffects;

/** Wires the real implementation; the singleton `api` reads it on every use. */
export function installUiEffects(effects: UiEffects): void {
  installed = effects;
}

/** Forwards to whatever is installed at call time, so `api` can be built before the router exists. */
export const installedEffects: UiEffects = {
  toast: (...args) => installed.toast(...args),
  alert: (...args) => installed.alert(...args),
  confirm: (...args) => installed.confirm(...args),
  choose: (options) => installed.choose(options),
  closeDialogs: () => installed.closeDialogs(),
  navigate: (to) => installed.navigate(to),
  goBack: () => installed.goBack(),
  closeWindow: () => installed.closeWindow(),
  currentPath: () => installed.currentPath(),
  later: (run, ms) => installed.later(run, ms),
};
