import Image from 'antd-mobile/es/components/image';
import { PictureViewer } from '../../../components/picture-viewer';
import { useState } from 'react';
import styles from './support.module.css';

/** Thumbnails that open full size. */
export function Thumbs({ urls, label }: { urls: string[]; label: string }) {
  const [viewing, setViewing] = useState<string | null>(null);
  if (urls.length === 0) return null;
  return (
    <div className={styles.thumbs}>
      {urls.map((url, i) => (
        <button
          key={url + i}
          type="button"
          className={styles.thumb}
          onClick={() => setViewing(url)}
          aria-label={`${label} ${i + 1}`}
        >
          <Image src={url} alt="" width={64} height={64} fit="cover" style={{ borderRadius: 6 }} />
        </button>
      ))}
      <PictureViewer image={viewing ?? ''} visible={viewing !== null} onClose={() => setViewing(null)} />
    </div>
  );
}
