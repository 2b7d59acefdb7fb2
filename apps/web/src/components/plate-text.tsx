import { formatPlateNo } from '@parking/contracts';
import { Fragment } from 'react';
import styles from './plate-text.module.css';

/**
 * A plate in running text, written one way everywhere (浙A·5W8K3, formatPlateNo) and never broken across lines: a
 * line may break only between plates of a list.
 */
export function PlateText({ plateNo }: { plateNo: string }) {
  return <span className={styles.plate}>{formatPlateNo(plateNo)}</span>;
}

/** Several plates, 、 between them. */
export function PlateList({ plates }: { plates: readonly { plateNo: string }[] }) {
  return (
    <>
      {plates.map((p, i) => (
        <Fragment key={p.plateNo}>
          {i > 0 && '、'}
          <PlateText plateNo={p.plateNo} />
        </Fragment>
      ))}
    </>
  );
}
