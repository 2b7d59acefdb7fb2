import { filterAcceptedImages, TICKET_MAX_PICTURES } from '@parking/contracts';
import Image from 'antd-mobile/es/components/image';
import ImageUploader, { type ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import ImageViewer from 'antd-mobile/es/components/image-viewer';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState, type ReactNode } from 'react';
import { uploadPicture } from '../../../api/basic/pictures';
import styles from './support.module.css';

/** A white card with an optional title. */
export function Card({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={title}>
      {title && <h2 className={styles.cardTitle}>{title}</h2>}
      {children}
    </section>
  );
}

/** Label–value rows. */
export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A description box (its accessible name is the placeholder: antd-mobile's TextArea takes no aria-label). */
export function ContentField({
  value,
  onChange,
  placeholder,
  maxLength,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength: number;
}) {
  return (
    <TextArea placeholder={placeholder} value={value} onChange={onChange} maxLength={maxLength} showCount rows={4} />
  );
}

/**
 * Evidence pictures: compressed on the phone before upload (api/basic/pictures), only jpeg/png/webp, at most
 * `max` (9 per ticket).
 */
export function PictureField({
  value,
  onChange,
  max = TICKET_MAX_PICTURES,
}: {
  value: ImageUploadItem[];
  onChange: (items: ImageUploadItem[]) => void;
  max?: number;
}) {
  return (
    <ImageUploader
      value={value}
      onChange={onChange}
      maxCount={max}
      multiple
      accept="image/jpeg,image/png,image/webp"
      // Types other than jpeg/jpg/png/webp are ignored without a message (spec section 5).
      beforeUpload={(file) => filterAcceptedImages([file])[0] ?? null}
      upload={async (file) => ({ url: await uploadPicture(file) })}
    />
  );
}

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
      <ImageViewer image={viewing ?? ''} visible={viewing !== null} onClose={() => setViewing(null)} />
    </div>
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  );
}
