import { SkeletonLine } from '../../../components/skeleton-bar';
import styles from './rewards.module.css';

/** The card's large figure (the gold balance, the invite code): a grey bar `barWidth` wide until it is known. */
export function BigFigure({
  value,
  testId,
  barWidth,
}: {
  value: string | number | undefined;
  testId: string;
  barWidth: string;
}) {
  if (value === undefined) return <SkeletonLine className={styles.big} width={barWidth} />;
  return (
    <p className={styles.big} data-testid={testId}>
      {value}
    </p>
  );
}
