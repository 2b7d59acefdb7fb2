import { Timing } from '@parking/contracts';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import type { createBrowserRouter } from 'react-router';
import { ApiText } from '../api/messages';
import type { UiEffects } from '../api/ui-effects';
import { closeWindow } from '../lib/close-window';
import './antd-react19';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The request layer's effects, shown with antd-mobile and navigated with the app's router. */
export function createUiEffects(router: AppRouter): UiEffects {
  return {
    toast: (content, options = {}) =>
      void Toast.show({
        content,
        icon: options.fail ? 'fail' : undefined,
        duration: options.durationMs ?? Timing.TOAST_MS,
      }),
    alert: ({ title, content, confirmText = ApiText.OK }) => Dialog.alert({ title, content, confirmText }),
    confirm: ({ title, content, confirmText = ApiText.OK, cancelText = ApiText.CANCEL }) =>
      Dialog.confirm({ title, content, confirmText, cancelText }),
    choose: ({ title, actions }) =>
      new Promise((resolve) => {
        Dialog.show({
          title,
          closeOnAction: true,
          actions: actions.map(({ key, text }, index) => ({ key, text, bold: index === 0 })),
          onAction: (action) => resolve(action.key as (typeof actions)[number]['key']),
        });
      }),
    closeDialogs: () => Dialog.clear(),
    navigate: (to) => void router.navigate(to),
    goBack: () => void router.navigate(-1),
    closeWindow: () => closeWindow(),
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    later: (run, ms) => void window.setTimeout(run, ms),
  };
}
