import { drawShapes, type Shape } from './line-drawing';

/** Small line drawings for empty and missing states, in the app's blue (inline: no image requests, tinted by theme). */
export type IllustrationKind = 'car' | 'orders' | 'list' | 'lost';

const drawings: Record<IllustrationKind, readonly Shape[]> = {
  car: [
    'M22 62V50l7-16h42l7 16v12',
    'M16 62h68v10H16z',
    ['circle', 30, 56, 3],
    ['circle', 70, 56, 3],
    'M34 34l4-8h24l4 8',
  ],
  orders: [['rect', 26, 14, 48, 62, 6], 'M36 30h28M36 42h28M36 54h16', ['circle', 66, 62, 10], 'M66 57v5l3 3'],
  list: [['rect', 20, 18, 60, 56, 6], 'M30 32h40M30 46h40M30 60h24'],
  lost: [['circle', 46, 42, 22], 'M62 58l14 14', 'M40 36l12 12M52 36 40 48'],
};

export function Illustration({ kind }: { kind: IllustrationKind }) {
  return (
    <svg
      width="96"
      height="84"
      viewBox="0 0 100 88"
      fill="var(--app-primary-soft)"
      stroke="var(--app-primary)"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <ellipse cx="50" cy="82" rx="34" ry="4" fill="var(--app-border)" stroke="none" />
      {drawShapes(drawings[kind])}
    </svg>
  );
}
