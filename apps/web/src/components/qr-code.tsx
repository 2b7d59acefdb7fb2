import { useEffect, useState } from 'react';
import { qrSvg } from '../lib/qr-svg';
import { SkeletonBar } from './skeleton-bar';
import styles from './qr-code.module.css';

/**
 * `text` as a QR code, inline SVG (its markup is squares: the text is not in it), sized by `className`, with `data-*`
 * attributes. It is encoded off the main thread (lib/qr-svg.ts) once the screen has painted, with a grey square in
 * its place until then; nothing moves when it arrives.
 */
export function QrCode({
  text,
  label,
  className,
  ...data
}: {
  /** Not known yet: the grey square. */
  text: string | undefined;
  label: string;
  className?: string;
  /** `data-*` attributes, on the code once drawn. */
  [data: `data-${string}`]: string;
}) {
  const [drawn, setDrawn] = useState<{ text: string; svg: string }>();
  useEffect(() => {
    if (text === undefined) return;
    let current = true;
    void qrSvg(text).then((svg) => current && setDrawn({ text, svg }));
    return () => {
      current = false;
    };
  }, [text]);
  if (text === undefined || drawn?.text !== text)
    return (
      <div className={className}>
        <SkeletonBar block width="100%" height="100%" />
      </div>
    );
  return (
    <div
      className={className ? `${className} ${styles.qr}` : styles.qr}
      role="img"
      aria-label={label}
      {...data}
      dangerouslySetInnerHTML={{ __html: drawn.svg }}
    />
  );
}
