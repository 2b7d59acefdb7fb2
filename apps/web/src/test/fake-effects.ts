import type { UiEffects } from '../api/ui-effects';

/** One thing the request layer did to the screen, in order. */
export type Effect =
  | { type: 'toast'; content: string; durationMs?: number; fail?: boolean; success?: boolean }
  | { type: 'alert'; title?: string; content?: string; confirmText?: string }
  | { type: 'confirm'; title?: string; content: string; confirmText?: string; cancelText?: string }
  | { type: 'choose'; title: string; actions: string[] }
  | { type: 'closeDialogs' }
  | { type: 'navigate'; to: string }
  | { type: 'goBack' }
  | { type: 'closeWindow' };

/**
 * Effects that record what happened; dialogs wait until the test answers them (`answer`), the way a user would.
 * `later` uses the real setTimeout so tests drive delays with vi's fake timers.
 */
export function fakeEffects(currentPath = '/payPage?uniqueId=9') {
  const effects: Effect[] = [];
  const pending: ((answer: unknown) => void)[] = [];
  const ui: UiEffects = {
    toast: (content, options = {}) => void effects.push({ type: 'toast', content, ...options }),
    alert: (options) => {
      effects.push({ type: 'alert', ...options });
      return new Promise<void>((resolve) => pending.push(() => resolve()));
    },
    confirm: (options) => {
      effects.push({ type: 'confirm', ...options });
      return new Promise<boolean>((resolve) => pending.push((answer) => resolve(answer as boolean)));
    },
    choose: ({ title, actions }) => {
      effects.push({ type: 'choose', title, actions: actions.map((action) => action.text) });
      return new Promise((resolve) =>
        pending.push((text) => resolve((actions.find((action) => action.text === text) ?? actions[0])!.key)),
      );
    },
    closeDialogs: () => void effects.push({ type: 'closeDialogs' }),
    navigate: (to) => void effects.push({ type: 'navigate', to }),
    goBack: () => void effects.push({ type: 'goBack' }),
    closeWindow: () => void effects.push({ type: 'closeWindow' }),
    currentPath: () => currentPath,
    later: (run, ms) => void setTimeout(run, ms),
  };
  return {
    ui,
    effects,
    /** Answers the oldest open dialog: true/false for confirm, a button text for choose, anything for alert. */
    async answer(value?: unknown) {
      const next = pending.shift();
      if (!next) throw new Error('No dialog is open');
      next(value);
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}
