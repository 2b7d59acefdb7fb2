import 'antd-mobile/es/components/image-uploader/image-uploader.css';
import 'antd-mobile/es/components/spin-loading/spin-loading.css';
import Image from 'antd-mobile/es/components/image';
import Space from 'antd-mobile/es/components/space';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type CSSProperties } from 'react';
import styles from './picture-uploader.module.css';

/**
 * The picture picker of the evidence forms with antd-mobile's ImageUploader markup and style sheet, without what its
 * module brings to the first paint (issue 25): its ImageViewer (react-spring, @use-gesture, about 28 KB gzip) is
 * fetched when a picture is tapped to be seen large, and the upload spinner turns by CSS. Same behaviour as the
 * uploader it replaces: `beforeUpload` may drop a file, at most `maxCount`, each file uploaded at once, a failed one
 * shown failed and removable.
 */
export interface PictureUploaderProps {
  value: ImageUploadItem[];
  onChange: (items: ImageUploadItem[]) => void;
  upload: (file: File) => Promise<ImageUploadItem>;
  beforeUpload?: (file: File) => File | null;
  maxCount: number;
  multiple?: boolean;
  accept?: string;
}

interface Task {
  id: number;
  file: File;
  status: 'pending' | 'fail';
}

const prefix = 'adm-image-uploader';

export function PictureUploader({
  value,
  onChange,
  upload,
  beforeUpload,
  maxCount,
  multiple = false,
  accept = 'image/*',
}: PictureUploaderProps) {
  const [tasks, setTasks] = useState<Task[]>([]);
  const nextId = useRef(0);
  // Uploads finish after renders: they add to the value as it is then, not as it was when they started.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    let files = [...(input.files ?? [])];
    input.value = ''; // the same file chosen again still counts as a change
    if (beforeUpload) files = files.map((f) => beforeUpload(f)).filter((f): f is File => f !== null);
    const room = maxCount - value.length - tasks.length;
    files = files.slice(0, Math.max(room, 0));
    if (files.length === 0) return;
    const started = files.map((file) => ({ id: nextId.current++, file, status: 'pending' as const }));
    setTasks((old) => [...old, ...started]);
    await Promise.all(
      started.map(async (task) => {
        try {
          const item = await upload(task.file);
          setTasks((old) => old.filter((t) => t.id !== task.id));
          latest.current = [...latest.current, item];
          onChange(latest.current);
        } catch (error) {
          setTasks((old) => old.map((t) => (t.id === task.id ? { ...t, status: 'fail' } : t)));
          console.error(error);
        }
      }),
    );
  }

  // The viewer open over the page, closed with it (a back tap must not leave it on the next screen).
  const viewer = useRef<{ close: () => void } | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
      viewer.current?.close();
    },
    [],
  );
  function preview(index: number) {
    const images = value.map((item) => item.url);
    void import('./antd-image-viewer').then(({ default: ImageViewer }) => {
      if (!mounted.current) return;
      viewer.current = ImageViewer.Multi.show({
        images,
        defaultIndex: index,
        onClose: () => {
          viewer.current = null;
        },
      });
    });
  }

  const showUpload = value.length + tasks.length < maxCount;
  return (
    <div className={prefix}>
      <Space className={`${prefix}-space`} wrap block>
        {value.map((item, index) => (
          <Cell
            key={item.key ?? index}
            url={item.thumbnailUrl ?? item.url}
            onClick={() => preview(index)}
            onDelete={() => onChange(value.filter((_, i) => i !== index))}
          />
        ))}
        {tasks.map((task) => (
          <Cell
            key={`task-${task.id}`}
            file={task.file}
            status={task.status}
            onDelete={task.status === 'fail' ? () => setTasks(tasks.filter((t) => t.id !== task.id)) : undefined}
          />
        ))}
        <div className={`${prefix}-upload-button-wrap`} style={showUpload ? undefined : { display: 'none' }}>
          <span className={`${prefix}-cell ${prefix}-upload-button`} role="button" aria-label="上传">
            <span className={`${prefix}-upload-button-icon`}>
              <AddOutline />
            </span>
          </span>
          <input
            aria-label="上传"
            accept={accept}
            multiple={multiple}
            type="file"
            className={`${prefix}-input`}
            onChange={(event) => void choose(event)}
          />
        </div>
      </Space>
    </div>
  );
}

/** One picture: uploaded (tap to see it large), uploading (a spinner over it) or failed. */
function Cell({
  url,
  file,
  status,
  onClick,
  onDelete,
}: {
  url?: string;
  file?: File;
  status?: Task['status'];
  onClick?: () => void;
  onDelete?: () => void;
}) {
  const src = useMemo(() => url ?? (file ? URL.createObjectURL(file) : ''), [url, file]);
  useEffect(() => () => void (file && URL.revokeObjectURL(src)), [src, file]);
  return (
    <div className={`${prefix}-cell${status === 'fail' ? ` ${prefix}-cell-fail` : ''}`}>
      <Image className={`${prefix}-cell-image`} src={src} fit="cover" onClick={onClick} />
      {status === 'pending' && (
        <div className={`${prefix}-cell-mask`}>
          <span className={`${prefix}-cell-loading`}>
            <div className="adm-spin-loading" style={{ '--color': 'var(--adm-color-white)' } as CSSProperties}>
              <svg className="adm-spin-loading-svg" viewBox="0 0 32 32">
                <circle
                  className={`adm-spin-loading-fill ${styles.arc}`}
                  fill="transparent"
                  strokeWidth="2"
                  strokeDasharray={15 * Math.PI * 2}
                  strokeLinecap="square"
                  r={15}
                  cx={16}
                  cy={16}
                />
              </svg>
            </div>
            <span className={`${prefix}-cell-mask-message`}>上传中...</span>
          </span>
        </div>
      )}
      {onDelete && (
        <span className={`${prefix}-cell-delete`} onClick={onDelete}>
          <CloseOutline className={`${prefix}-cell-delete-icon`} />
        </span>
      )}
    </div>
  );
}
