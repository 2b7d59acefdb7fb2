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
  return (
    <svg
      role="img"
      aria-label={`${title}：${bars.map((b) => `${b.label} ${format(b.value)}`).join('，')}`}
      viewBox={`0 0 ${width} ${height}`}
      style={{ width: '100%', height, display: 'block' }}
      preserveAspectRatio="none"
    >
      <line x1={0} y1={plot} x2={width} y2={plot} stroke="#d9d9d9" />
      {bars.map((bar, i) => {
        const h = Math.max(0, (bar.value / max) * (plot - 8));
        return (
          <g key={bar.label}>
            <rect x={i * step + step * 0.15} y={plot - h} width={step * 0.7} height={h} fill="#1677ff" rx={2}>
              <title>{`${bar.label}：${format(bar.value)}`}</title>
            </rect>
            {i % labelEvery === 0 && (
              <text x={i * step + step / 2} y={height - 8} fontSize={11} textAnchor="middle" fill="#595959">
                {bar.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
