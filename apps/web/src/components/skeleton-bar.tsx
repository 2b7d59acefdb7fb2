import skeleton from './skeleton.module.css';

/**
 * A grey bar where a value will be, in the frame a screen paints before its data (decision 058): `width` wide (6em
 * unless told) and one line high, or `height` high; a button's shape is `round` (a pill) or `block` (a line of its own).
 * The value that replaces it moves nothing.
 */
export function SkeletonBar({
  width,
  height,
  round,
  block,
}: {
  width?: string | number;
  height?: string | number;
  round?: boolean;
  block?: boolean;
}) {
  return (
    <span
      className={skeleton.bar}
      style={{ width, height, borderRadius: round ? 999 : undefined, display: block ? 'block' : undefined }}
    />
  );
}

/** A line of text not there yet: its element (`as`, a paragraph unless told) holding a grey bar (`width`: as SkeletonBar). */
export function SkeletonLine({
  as: Line = 'p',
  className,
  width,
}: {
  as?: 'p' | 'span' | 'div';
  className: string | undefined;
  width?: string | number;
}) {
  return (
    <Line className={className}>
      <SkeletonBar width={width} />
    </Line>
  );
}
