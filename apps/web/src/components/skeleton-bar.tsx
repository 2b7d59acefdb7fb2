import skeleton from './skeleton.module.css';

/**
 * A grey bar where a value will be, in the frame a screen paints before its data (decision 058): `width` wide and one
 * line high, or `height` px high (a button's shape, `round` as a pill), so the value that replaces it moves nothing.
 */
export function SkeletonBar({ width, height, round }: { width: string | number; height?: number; round?: boolean }) {
  return <span className={skeleton.bar} style={{ width, height, borderRadius: round ? 999 : undefined }} />;
}
