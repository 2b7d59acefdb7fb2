import { Timing } from '@parking/contracts';
import type { createBrowserRouter } from 'react-router';
import { ApiText } from '../api/messages';
import type { UiEffects } from '../api/ui-effects';
import { closeWindow } from '../lib/close-window';
import { loadOnce } from '../lib/load-once';
import type * as AntdDialogs from './antd-dialogs';

type AppRouter = ReturnType<typeof createBrowserRouter>;
type Dialogs = typeof AntdDialogs;

/** Until the first load no dialog can be open, and closing them must not fetch their code. */
let dialogsWanted = false;

/**
 * antd-mobile's Toast and Dialog, loaded on first use rather than with the first screen (they are about a third of
 * its initial JavaScript). main.tsx preloads them on the first touch or once the page is idle, so a toast is normally
 * instant; a failed load is tried again by the next toast.
 */
export const loadDialogs: () => Promise<Dialogs> = loadOnce(() => {
  dialogsWanted = true;
  return import('./antd-dialogs');
});

/** The request layer's effects, shown with antd-mobile and navigated with the app's router. */
export function createUiEffects(router: AppRouter): UiEffects {
  return {
    toast: (content, options = {}) =>
      void loadDialogs().then(({ Toast }) =>
        Toast.show({
          content,
          icon: options.fail ? 'fail' : options.success ? 'success' : undefined,
          duration: options.durationMs ?? Timing.TOAST_MS,
        }),
      ),
    alert: async ({ title, content, confirmText = ApiText.OK }) =>
      (await loadDialogs()).Dialog.alert({ title, content, confirmText }),
    confirm: async ({ title, content, confirmText = ApiText.OK, cancelText = ApiText.CANCEL }) =>
      (await loadDialogs()).Dialog.confirm({ title, content, confirmText, cancelText }),
    choose: async ({ title, actions }) => {
      const { Dialog } = await loadDialogs();
      return new Promise((resolve) => {
        Dialog.show({
          title,
          closeOnAction: true,
          actions: actions.map(({ key, text }, index) => ({ key, text, bold: index === 0 })),
          onAction: (action) => resolve(action.key as (typeof actions)[number]['key']),
        });
      });
    },
    closeDialogs: () => void (dialogsWanted && loadDialogs().then(({ Dialog }) => Dialog.clear())),
    navigate: (to) => void router.navigate(to),
    goBack: () => void router.navigate(-1),
    closeWindow: () => closeWindow(),
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    later: (run, ms) => void window.setTimeout(run, ms),
  };
}
