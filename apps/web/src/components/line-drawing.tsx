/**
 * Inline line drawings (the account tab's icons, the empty-state illustrations) written as data: a path's `d`, a
 * rectangle `['rect', x, y, width, height, rx]`, a circle `['circle', cx, cy, r]`, or a dashed path.
 */
export type Shape =
  | string
  | readonly ['rect', number, number, number, number, number]
  | readonly ['circle', number, number, number]
  | { d: string; dash: string };

/** The SVG elements of a drawing, in order. */
export function drawShapes(shapes: readonly Shape[]) {
  return shapes.map((shape, i) => {
    if (typeof shape === 'string') return <path key={i} d={shape} />;
    if ('dash' in shape) return <path key={i} d={shape.d} strokeDasharray={shape.dash} />;
    if (shape[0] === 'rect') {
      const [, x, y, width, height, rx] = shape;
      return <rect key={i} x={x} y={y} width={width} height={height} rx={rx} />;
    }
    const [, cx, cy, r] = shape;
    return <circle key={i} cx={cx} cy={cy} r={r} />;
  });
}
