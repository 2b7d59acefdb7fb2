import {
  AppError,
  EFFECTIVE_FROM_SLACK_MS,
  ErrorCode,
  MAX_SCHEDULE_AHEAD_DAYS,
  type FeePreview,
  type FeeRuleHistory,
  type FeeRuleVersion,
  type FeeRuleVersionStatus,
  type OperatorProfile,
  type VehicleClass,
} from '@parking/contracts';
import type { Clock } from '../../../clock';
import { mayActOnPark } from '../../operators';
import type { FeeRuleVersionRow, ParkRow, ParksRepository } from '../../parks';
import { explainFee, feeRuleLabels, minutesRoundedUp, parseFeeRule, quoteFee, type FeeRule } from '../../tariffs';

const DAY_MS = 86_400_000;

/** Which version is in force at `now` (the first, latest effective time first, whose time has come). */
export function versionStatuses(effectiveFroms: readonly Date[], now: Date): FeeRuleVersionStatus[] {
  const current = effectiveFroms.findIndex((at) => at <= now);
  return effectiveFroms.map((_, i) =>
    current === -1 || i < current ? 'scheduled' : i === current ? 'current' : 'past',
  );
}

/**
 * When a new version takes effect, from what the operator asked at `now`: absent or a moment ago is now; a time
 * further back is refused (stays already priced would not follow it), as is one more than a year ahead.
 */
export function effectiveTimeOf(requested: string | undefined, now: Date): Date {
  if (requested === undefined) return now;
  const at = new Date(requested);
  if (at.getTime() < now.getTime() - EFFECTIVE_FROM_SLACK_MS)
    throw new AppError(ErrorCode.INVALID_INPUT, '生效时间不能早于当前时间');
  if (at.getTime() > now.getTime() + MAX_SCHEDULE_AHEAD_DAYS * DAY_MS)
    throw new AppError(ErrorCode.INVALID_INPUT, `生效时间不能晚于 ${MAX_SCHEDULE_AHEAD_DAYS} 天后`);
  return at < now ? now : at;
}

/**
 * Fee rule versions as the console's editor works with them (decision 084): the history of a park's rule, a new
 * version now or from a later time, and a draft priced by the real engine. Every call checks the operator's park scope.
 */
export function createFeeRuleVersionsService({ parks, clock }: { parks: ParksRepository; clock: Clock }) {
  /** The park, if it is the operator's dealer's and within their scope. */
  async function parkFor(operator: OperatorProfile, parkId: string): Promise<ParkRow> {
    const park = await parks.parkOfDealer(operator.dealerId, parkId);
    if (!park) throw new AppError(ErrorCode.NOT_FOUND, '车场不存在');
    if (!mayActOnPark(operator, parkId)) throw new AppError(ErrorCode.FORBIDDEN, '当前账号无权管理该车场');
    return park;
  }

  const versionOf = (row: FeeRuleVersionRow, status: FeeRuleVersionStatus): FeeRuleVersion => ({
    feeRuleId: row.id,
    rule: row.rule,
    labels: feeRuleLabels(row.rule),
    effectiveFrom: row.effectiveFrom.toISOString(),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    status,
  });

  return {
    async history(operator: OperatorProfile, parkId: string): Promise<FeeRuleHistory> {
      const park = await parkFor(operator, parkId);
      const rows = await parks.feeRuleVersions(park.id);
      const statuses = versionStatuses(
        rows.map((r) => r.effectiveFrom),
        clock.now(),
      );
      return { parkId: park.id, parkName: park.name, versions: rows.map((row, i) => versionOf(row, statuses[i]!)) };
    },

    async create(
      operator: OperatorProfile,
      parkId: string,
      input: { rule: FeeRule; effectiveFrom?: string | undefined },
    ): Promise<FeeRuleVersion> {
      const park = await parkFor(operator, parkId);
      const now = clock.now();
      const effectiveFrom = effectiveTimeOf(input.effectiveFrom, now);
      const rule = parseFeeRule(input.rule);
      const createdBy = `${operator.displayName}（${operator.username}）`;
      const id = await parks.addFeeRule(park, rule, now, { effectiveFrom, createdBy });
      const row = { id, rule, effectiveFrom, createdAt: now, createdBy };
      return versionOf(row, effectiveFrom > now ? 'scheduled' : 'current');
    },

    /** One stay under a draft rule: the fee and how it was reached, as drivers' pay pages would show it. */
    async preview(
      operator: OperatorProfile,
      parkId: string,
      input: { rule: FeeRule; enteredAt: string; exitedAt: string; vehicleClass: VehicleClass },
    ): Promise<FeePreview> {
      await parkFor(operator, parkId);
      const enteredAt = Date.parse(input.enteredAt);
      const exitedAt = Date.parse(input.exitedAt);
      const quote = quoteFee(input.rule, {
        enteredAt,
        now: exitedAt,
        vehicleClass: input.vehicleClass,
        withoutNextChange: true,
      });
      return {
        totalFen: quote.totalFen,
        stayMinutes: minutesRoundedUp(Math.max(0, exitedAt - enteredAt)),
        explanation: explainFee(input.rule, quote),
      };
    },

    /** The periodic job telling followers of rules whose scheduled time has come (调价提醒, decision 059). */
    announceJob: {
      name: 'feeRules.announce',
      intervalMs: 60_000,
      run: () => parks.announceDueFeeRules(clock.now()),
    },
  };
}
export type FeeRuleVersionsService = ReturnType<typeof createFeeRuleVersionsService>;
