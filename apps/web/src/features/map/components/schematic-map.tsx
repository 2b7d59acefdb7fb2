import type { LatLng } from '../../../location/coords';
import { offsetMeters } from '../../../lib/geo';
import type { MapMarker } from '../lib/map-view';
import styles from './schematic-map.module.css';

const WIDTH = 360;
const HEIGHT = 220;
const RADIUS_PX = 96;
const RING_STEPS = [250, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000];

const ringLabel = (m: number) => (m < 1000 ? `${m}m` : `${m / 1000}km`);

/**
 * The map when no map SDK can load (no key — the demo has none — or no network): the places around the centre drawn
 * to scale on distance rings, each a button that opens its detail, with "you" where the driver is.
 */
export function SchematicMap({
  center,
  me,
  markers,
  selectedId,
  onSelect,
}: {
  center: LatLng;
  me: LatLng | undefined;
  markers: readonly MapMarker[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  const placed = markers.map((m) => ({ marker: m, ...offsetMeters(center, m.position) }));
  const mine = me ? offsetMeters(center, me) : undefined;
  const farthest = Math.max(
    ...placed.map((p) => Math.hypot(p.east, p.north)),
    mine ? Math.hypot(mine.east, mine.north) : 0,
    1,
  );
  const outer = RING_STEPS.find((step) => step >= farthest) ?? RING_STEPS.at(-1)!;
  const scale = RADIUS_PX / outer;
  const x = (east: number) => WIDTH / 2 + east * scale;
  const y = (north: number) => HEIGHT / 2 - north * scale;
  const rings = [outer / 4, outer / 2, outer];

  return (
    <svg
      className={styles.svg}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="group"
      aria-label={`示意图：半径 ${ringLabel(outer)} 内的 ${markers.length} 个地点`}
    >
      <rect width={WIDTH} height={HEIGHT} className={styles.ground} />
      {rings.map((r) => (
        <circle key={r} cx={WIDTH / 2} cy={HEIGHT / 2} r={r * scale} className={styles.ring} />
      ))}
      <text x={WIDTH / 2} y={12} className={styles.north}>
        北
      </text>
      {mine && (
        <g transform={`translate(${x(mine.east)} ${y(mine.north)})`} role="img" aria-label="我的位置">
          <circle r={10} className={styles.meHalo} />
          <circle r={5} className={styles.me} />
        </g>
      )}
      {placed.map(({ marker, east, north }) => {
        const selected = marker.id === selectedId;
        return (
          <g
            key={marker.id}
            transform={`translate(${x(east)} ${y(north)})`}
            role="button"
            tabIndex={0}
            aria-label={marker.label}
            aria-pressed={selected}
            className={styles.marker}
            onClick={() => onSelect(marker.id)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') onSelect(marker.id);
            }}
          >
            {/* A finger-sized target around a small dot. */}
            <circle r={16} className={styles.target} />
            <circle r={selected ? 9 : 6} className={styles[marker.tone]} data-tone={marker.tone} />
            {selected && <circle r={13} className={styles.selectedRing} />}
          </g>
        );
      })}
      {/* Ring labels last, on a white halo, so no marker hides them. */}
      {rings.map((r) => (
        <text key={r} x={WIDTH / 2} y={HEIGHT / 2 + r * scale - 3} className={styles.ringLabel}>
          {ringLabel(r)}
        </text>
      ))}
    </svg>
  );
}
