// antd-mobile's ImageViewer with its React 19 render hook, for `ImageViewer.Multi.show` (picture-uploader.tsx).
import '../lib/antd-render';

export { default } from 'antd-mobile/es/components/image-viewer';
