import 'antd-mobile/es/components/rate/rate.css';
import { Star } from 'antd-mobile/es/components/rate/star';
import { useRef, useState, type PointerEvent } from 'react';

/**
 * Stars with antd-mobile's Rate markup and style sheet, without @use-gesture (8 KB gzip on the ticket screens, issue
 * 25): a tap sets the score (the same star again clears it), a finger slid along the row follows it. Whole stars.
 */
export interface PlainRateProps {
  value: number;
  onChange?: (value: number) => void;
  readOnly?: boolean;
  'aria-label'?: string;
}

const COUNT = 5;

export function PlainRate({ value, onChange, readOnly = false, 'aria-label': label }: PlainRateProps) {
  const row = useRef<HTMLDivElement>(null);
  const [sliding, setSliding] = useState<{ from: number; moved: boolean } | null>(null);

  const scoreAt = (clientX: number) => {
    const rect = row.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return value;
    return Math.min(Math.max(Math.ceil(((clientX - rect.left) / rect.width) * COUNT), 0), COUNT);
  };
  const handlers = readOnly
    ? {}
    : {
        onPointerDown: (event: PointerEvent<HTMLDivElement>) => setSliding({ from: event.clientX, moved: false }),
        onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
          if (!sliding) return;
          // A slide, not a tap, once the finger has moved a few pixels.
          if (!sliding.moved && Math.abs(event.clientX - sliding.from) < 4) return;
          if (!sliding.moved) setSliding({ ...sliding, moved: true });
          const score = scoreAt(event.clientX);
          if (score !== value) onChange?.(score);
        },
        onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
          if (sliding && !sliding.moved) {
            const score = scoreAt(event.clientX);
            onChange?.(score === value ? 0 : score);
          }
          setSliding(null);
        },
        onPointerCancel: () => setSliding(null),
      };

  return (
    <div className="adm-rate" role="radiogroup" aria-readonly={readOnly} aria-label={label} ref={row} {...handlers}>
      {Array.from({ length: COUNT }, (_, i) => (
        <div key={i} className="adm-rate-box">
          <div
            className={`adm-rate-star${value >= i + 1 ? ' adm-rate-star-active' : ''}${readOnly ? ' adm-rate-star-readonly' : ''}`}
            role="radio"
            aria-checked={value >= i + 1}
            aria-label={String(i + 1)}
          >
            <Star />
          </div>
        </div>
      ))}
    </div>
  );
}
