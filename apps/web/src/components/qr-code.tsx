import { useEffect, useState } from 'react';
import { renderSVG } from 'uqr';
import { SkeletonBar } from './skeleton-bar';
import styles from './qr-code.module.css';

/**
 * `text` as a QR code, inline SVG (its markup is squares: the text is not in it), sized by `className`, with `data-*` attributes. Encoding tries
 * all eight masks and keeps the best (the standard's rule): 20–25 ms of a first load's main thread here, four times
 * that on a mid-range phone, most of a screen's work. So it runs in a task of its own once the screen has painted (an
 * effect), once per text, with a grey square in its place until then; nothing moves when it arrives.
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
    const timer = window.setTimeout(() => setDrawn({ text, svg: renderSVG(text, { border: 2 }) }));
    return () => window.clearTimeout(timer);
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
