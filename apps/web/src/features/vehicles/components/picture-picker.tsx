import { ACCEPTED_IMAGE_TYPES, filterAcceptedImages } from '@parking/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { uploadPicture } from '../../../api/basic/pictures';
import styles from './picture-picker.module.css';

const ACCEPT = ACCEPTED_IMAGE_TYPES.map((type) => `image/${type}`).join(',');

/**
 * Pictures of a certification: thumbnails with a remove button and a tile to add more. Picked files that are not
 * jpeg, jpg, png or webp are ignored without a message (spec section 5); the rest upload one by one through the
 * pictures API, whose failures the request layer reports.
 */
export function PicturePicker({
  value,
  onChange,
  max,
  hints,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  max: number;
  /** Captions of the first tiles (行驶证主页, 行驶证副页…). */
  hints: readonly string[];
}) {
  const inputId = useId();
  const [uploading, setUploading] = useState(0);

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const picked = filterAcceptedImages(Array.from(event.target.files ?? []));
    event.target.value = ''; // picking the same file again must fire change again
    const room = max - value.length;
    let next = [...value];
    for (const file of picked.slice(0, room)) {
      setUploading((n) => n + 1);
      try {
        next = [...next, await uploadPicture(file)];
        onChange(next);
      } catch {
        // told by the request layer
      } finally {
        setUploading((n) => n - 1);
      }
    }
  }

  const tiles = value.length + uploading;
  return (
    <ul className={styles.grid} aria-label="认证图片">
      {value.map((url, index) => (
        <li key={url} className={styles.tile}>
          <img className={styles.image} src={url} alt={hints[index] ?? `图片${index + 1}`} />
          <button
            type="button"
            className={styles.remove}
            aria-label={`删除${hints[index] ?? `图片${index + 1}`}`}
            onClick={() => onChange(value.filter((other) => other !== url))}
          >
            ×
          </button>
        </li>
      ))}
      {Array.from({ length: uploading }, (_, i) => (
        <li key={`uploading-${i}`} className={`${styles.tile} ${styles.busy}`} aria-label="上传中">
          上传中…
        </li>
      ))}
      {tiles < max && (
        <li className={styles.tile}>
          <label className={styles.add} htmlFor={inputId}>
            <span className={styles.plus}>+</span>
            <span>{hints[tiles] ?? '补充材料'}</span>
          </label>
          <input
            id={inputId}
            className={styles.input}
            type="file"
            accept={ACCEPT}
            multiple
            aria-label="上传图片"
            onChange={(event) => void add(event)}
          />
        </li>
      )}
    </ul>
  );
}
