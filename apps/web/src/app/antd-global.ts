// Components are imported by path (docs/decisions/005), so the barrel's global styles (theme variables) are too.
import 'antd-mobile/es/global';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __reactRoot?: Root };

/**
 * antd-mobile's imperative Toast and Dialog render with the legacy ReactDOM.render, which React 19 removed: without
 * this they silently show nothing. Imported once, before anything can show a toast (see antd-mobile "v5 for 19").
 */
unstableSetRender((node, container: Container) => {
  container.__reactRoot ??= createRoot(container);
  const root = container.__reactRoot;
  root.render(node);
  return async () => {
    // Let the closing animation's last frame commit before the root goes away.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete container.__reactRoot;
  };
});
