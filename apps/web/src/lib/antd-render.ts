import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __reactRoot?: Root };

/**
 * antd-mobile 5's imperative components (Toast, Dialog, ImageViewer.Multi.show) render through ReactDOM.render, which
 * React 19 removed: without this hook they silently show nothing (antd-mobile's "v5 for 19" guide; the barrel exports
 * the same `unstableSetRender`). Imported by the modules that load them on first use (app/antd-dialogs.ts,
 * components/antd-image-viewer.ts), not with every page: the hook brings antd-mobile's render helpers with Babel's
 * async runtime (docs/decisions/065).
 */
unstableSetRender((node, container: Container) => {
  container.__reactRoot ??= createRoot(container);
  const root = container.__reactRoot;
  // Synchronously, as the ReactDOM.render antd-mobile was written for: Toast.show keeps the shown toast's close handle
  // from its first commit, and a second toast shown before a deferred commit would stay beside the first.
  flushSync(() => root.render(node));
  return async () => {
    // Let the closing animation's last frame commit before the root goes away.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete container.__reactRoot;
  };
});
