/** Small line drawings for empty and missing states, in the app's blue (inline: no image requests, tinted by theme). */
export type IllustrationKind = 'car' | 'orders' | 'list' | 'lost';

const drawings: Record<IllustrationKind, React.ReactNode> = {
  car: (
    <>
      <path d="M22 62V50l7-16h42l7 16v12" />
      <path d="M16 62h68v10H16z" />
      <circle cx="30" cy="56" r="3" />
      <circle cx="70" cy="56" r="3" />
      <path d="M34 34l4-8h24l4 8" />
    </>
  ),
  orders: (
    <>
      <rect x="26" y="14" width="48" height="62" rx="6" />
      <path d="M36 30h28M36 42h28M36 54h16" />
      <circle cx="66" cy="62" r="10" />
      <path d="M66 57v5l3 3" />
    </>
  ),
  list: (
    <>
      <rect x="20" y="18" width="60" height="56" rx="6" />
      <path d="M30 32h40M30 46h40M30 60h24" />
    </>
  ),
  lost: (
    <>
      <circle cx="46" cy="42" r="22" />
      <path d="M62 58l14 14" />
      <path d="M40 36l12 12M52 36 40 48" />
    </>
  ),
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
      {drawings[kind]}
    </svg>
  );
}
