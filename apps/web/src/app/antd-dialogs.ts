// antd-mobile's imperative Toast and Dialog, with antd-mobile's theme and React 19 render hook; loaded on first use
// (app/ui-effects.ts).
import './antd-global';
import '../lib/antd-render';

export { default as Dialog } from 'antd-mobile/es/components/dialog';
export { default as Toast } from 'antd-mobile/es/components/toast';
