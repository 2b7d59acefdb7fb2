import type { FeeExplanation, FeePart } from '@parking/contracts';
import type { FeeRule } from './fee-rule';
import { feeRuleLabels } from './labels';
import type { FeeQuote, FeeSegment } from './quote';
import { minutesRoundedUp } from './rounding';

/** Minutes a segment stands for on the bill: its charged time, its covered time, or (free) its length. */
function minutesOf(segment: FeeSegment): number {
  if (segment.kind === 'free') return minutesRoundedUp(segment.to - segment.from);
  if (segment.kind === 'covered') return segment.coveredMinutes;
  return segment.chargedMinutes;
}

/**
 * How a quote's fee was reached, as the pay pages show it: the segments added up per kind and band (a three-day stay
 * has a segment per band occurrence and cap period; the driver reads one line per kind of time), the park's free
 * period and leave-within rule, and the rule's labels. Pure: the quote and the rule it was priced with.
 */
export function explainFee(rule: FeeRule, quote: FeeQuote): FeeExplanation {
  const parts: FeePart[] = [];
  for (const segment of quote.breakdown) {
    const band = segment.band ?? null;
    const capped = segment.fen < segment.rawFen;
    const same = parts.find((p) => p.kind === segment.kind && p.band === band && p.capped === capped);
    const minutes = minutesOf(segment);
    if (same) {
      same.minutes += minutes;
      same.fen += segment.fen;
      same.rawFen += segment.rawFen;
    } else {
      parts.push({ kind: segment.kind, band, minutes, fen: segment.fen, capped, rawFen: segment.rawFen });
    }
  }
  return {
    chargedMinutes: quote.chargedMinutes,
    freeMinutes: rule.freeMinutes,
    leaveWithinMinutes: rule.graceMinutes,
    rule: feeRuleLabels(rule),
    parts,
    ...(quote.discountFen > 0 ? { discountFen: quote.discountFen } : {}),
  };
}
