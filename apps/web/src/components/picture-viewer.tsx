import { lazy, Suspense, useState } from 'react';

// antd-mobile's ImageViewer brings react-spring and @use-gesture (about 28 KB gzip): fetched when a picture is first
// opened, not with the screen (issue 25).
const ImageViewer = lazy(() => import('antd-mobile/es/components/image-viewer'));

/** A picture shown full size over the screen: antd-mobile's ImageViewer, loaded the first time one is opened. */
export function PictureViewer({ image, visible, onClose }: { image: string; visible: boolean; onClose: () => void }) {
  const [used, setUsed] = useState(visible);
  if (visible && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ImageViewer image={image} visible={visible} onClose={onClose} />
    </Suspense>
  );
}
