/**
 * Plain SVG bars (decision 093: no chart library; the console's first load stays light). Each bar has its value in a
 * <title> and the chart a text alternative, so screen readers get the figures the table below also lists.
 */
export interface Bar {
  label: string;
  value: number;
}

export function BarChart({
  bars,
  title,
  format,
  height = 180,
}: {
  bars: Bar[];
  title: string;
  format: (value: number) => string;
  height?: number;
}) {
  const width = Math.max(bars.length * 28, 320);
  const max = Math.max(1, ...bars.map((b) => b.value));
  const plot = height - 28;
  const step = width / Math.max(bars.length, 1);
  const labelEvery = Math.ceil(bars.length / 16);
  // The bars stretch to the card's width (preserveAspectRatio none); the labels are HTML below them, placed by
  // percentage, so their text is not stretched with the drawing.
  return (
    <div role="img" aria-label={`${title}：${bars.map((b) => `${b.label} ${format(b.value)}`).join('，')}`}>
      <svg
        aria-hidden
        viewBox={`0 0 ${width} ${plot}`}
        style={{ width: '100%', height: plot, display: 'block' }}
        preserveAspectRatio="none"
      >
        <line x1={0} y1={plot} x2={width} y2={plot} stroke="#d9d9d9" vectorEffect="non-scaling-stroke" />
        {bars.map((bar, i) => {
          const h = Math.max(0, (bar.value / max) * (plot - 8));
          return (
            <rect
              key={bar.label}
              x={i * step + step * 0.15}
              y={plot - h}
              width={step * 0.7}
              height={h}
              fill="#1677ff"
              rx={2}
            >
              <title>{`${bar.label}：${format(bar.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div aria-hidden style={{ position: 'relative', height: height - plot }}>
        {bars.map((bar, i) =>
          i % labelEvery === 0 ? (
            <span
              key={bar.label}
              style={{
                position: 'absolute',
                top: 6,
                left: `${((i + 0.5) / bars.length) * 100}%`,
                transform: 'translateX(-50%)',
                fontSize: 11,
                lineHeight: '14px',
                color: '#595959',
                whiteSpace: 'nowrap',
              }}
            >
              {bar.label}
            </span>
          ) : null,
        )}
      </div>
    </div>
  );
}
