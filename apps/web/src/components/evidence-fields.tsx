import { filterAcceptedImages } from '@parking/contracts';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import TextArea from 'antd-mobile/es/components/text-area';
import { useEffect, useRef } from 'react';
import { uploadPicture } from '../api/basic/pictures';
import styles from './evidence-fields.module.css';
import { PictureUploader } from './picture-uploader';

/**
 * A description box (its accessible name is the placeholder: antd-mobile's TextArea takes no aria-label), with what is
 * wrong with it right below, where the driver is looking.
 */
export function ContentField({
  value,
  onChange,
  placeholder,
  maxLength,
  rows = 4,
  error = null,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength: number;
  rows?: number;
  error?: string | null;
}) {
  return (
    <>
      <TextArea
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        maxLength={maxLength}
        showCount
        rows={rows}
      />
      <FormError message={error} />
    </>
  );
}

/**
 * Evidence pictures: compressed on the phone before upload (api/basic/pictures), only jpeg/png/webp, at most `max`.
 * `multiple` lets the picker take several at once (support tickets do; the older bill complaint picks one at a time).
 */
export function PictureField({
  value,
  onChange,
  max,
  multiple = true,
}: {
  value: ImageUploadItem[];
  onChange: (items: ImageUploadItem[]) => void;
  max: number;
  multiple?: boolean;
}) {
  const cells = useAltForPreviews('已选图片');
  return (
    <div ref={cells}>
      <PictureUploader
        value={value}
        onChange={onChange}
        maxCount={max}
        multiple={multiple}
        accept="image/jpeg,image/png,image/webp"
        // Types other than jpeg/jpg/png/webp are ignored without a message (spec section 5).
        beforeUpload={(file) => filterAcceptedImages([file])[0] ?? null}
        upload={async (file) => ({ url: await uploadPicture(file) })}
      />
    </div>
  );
}

/**
 * antd-mobile 5.43's uploader draws each preview (uploading or done) as an <img> with no alt and no way to pass one:
 * name them, so a screen reader says what the cell is rather than a file URL.
 */
function useAltForPreviews(alt: string) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const name = () => root.querySelectorAll('img:not([alt])').forEach((img) => img.setAttribute('alt', alt));
    name();
    const observer = new MutationObserver(name);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [alt]);
  return ref;
}

/** What is wrong with the form, announced to screen readers; nothing when all is well. */
export function FormError({ message, className = styles.error }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={className}>
      {message}
    </p>
  );
}
