import styles from './home-nearby.module.css';

/** Skeleton rows of home's 附近 section, as high as a park's or a station's card: the lists and the frame show them. */
export function NearbyRows({ rows }: { rows: number }) {
  return (
    <div role="status" aria-busy="true" aria-label="附近加载中">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.rowPlaceholder} />
      ))}
    </div>
  );
}
