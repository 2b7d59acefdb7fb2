import { formatFen, type FeeExplanation, type FeePart } from '@parking/contracts';
import { durationText } from '../lib/pay-result';
import styles from './pay.module.css';

const PART_TITLES: Record<FeePart['kind'], string> = {
  free: '免费时段',
  covered: '月卡/套餐抵扣',
  units: '计时收费',
  flat: '按时段收费',
  perVisit: '按次收费',
};

/** A line's title: its kind, with the band's hours when the tariff has several. */
const partTitle = (part: FeePart) => (part.band ? `${PART_TITLES[part.kind]}（${part.band}）` : PART_TITLES[part.kind]);

/** The rule a driver must know before paying: how long after paying they may still leave without paying more. */
export function leaveRuleText(minutes: number): string {
  return minutes > 0
    ? `缴费后请在${minutes}分钟内离场，超时将按规则继续计费`
    : '缴费后请尽快离场，离场前的停车时间将继续计费';
}

/**
 * What was billed and why (issue 14 item 8), from the fee engine: the charged minutes (a started minute counts), a
 * line per kind of time (free period, timed units per band, flat or per-visit prices, caps), the park's rule as
 * drivers read it, and the leave-within rule, all before the pay button.
 */
export function FeeBreakdown({ fee }: { fee: FeeExplanation }) {
  return (
    <section className={styles.fee} aria-label="计费明细">
      <h3 className={styles.feeHeading}>计费明细</h3>
      <dl className={styles.feeRows}>
        <div className={styles.feePart}>
          <dt>计费时长</dt>
          <dd>{durationText(fee.chargedMinutes)}</dd>
        </div>
        {fee.parts.map((part) => (
          <div key={`${part.kind} ${part.band} ${part.capped}`} className={styles.feePart}>
            <dt>
              {partTitle(part)} · {durationText(part.minutes)}
            </dt>
            <dd>
              {formatFen(part.fen)}
              {part.capped && <span className={styles.capped}>（已封顶，原{formatFen(part.rawFen)}）</span>}
            </dd>
          </div>
        ))}
      </dl>
      {fee.rule.length > 0 && (
        <ul className={styles.rule} aria-label="收费标准">
          {fee.rule.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <p className={styles.leaveRule} role="note">
        {leaveRuleText(fee.leaveWithinMinutes)}
      </p>
    </section>
  );
}
