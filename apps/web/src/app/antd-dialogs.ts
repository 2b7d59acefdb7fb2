// antd-mobile's imperative Toast and Dialog, made to work on React 19; loaded on first use (app/ui-effects.ts).
import './antd-react19';

export { default as Dialog } from 'antd-mobile/es/components/dialog';
export { default as Toast } from 'antd-mobile/es/components/toast';
