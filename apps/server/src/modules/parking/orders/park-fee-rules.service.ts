import { AppError, ErrorCode } from '@parking/contracts';
import type { Clock } from '../../../clock';
import type { ParkRow, ParksRepository } from '../../parks/parks.repository';
import { feeRuleLabels, parseFeeRule, type FeeRule } from '../fees';

/** Parks' fee rules as operators manage them: append-only, validated with FeeRuleSchema before they are stored. */
export function createParkFeeRulesService({ parks, clock }: { parks: ParksRepository; clock: Clock }) {
  async function summary(park: ParkRow) {
    const current = await parks.currentFeeRule(park.id);
    return {
      parkId: park.id,
      parkName: park.name,
      parkKind: park.kind,
      leaveFirst: park.leaveFirst,
      feeRuleId: current?.id ?? null,
      feeRuleLabels: current ? feeRuleLabels(current.rule) : [],
    };
  }

  return {
    async parksOf(dealerId: string) {
      return Promise.all((await parks.parksOfDealer(dealerId)).map(summary));
    },

    async setRule(dealerId: string, parkId: string, rule: FeeRule) {
      const park = await parks.parkOfDealer(dealerId, parkId);
      if (!park) throw new AppError(ErrorCode.NOT_FOUND, '车场不存在');
      await parks.addFeeRule(park.id, parseFeeRule(rule), clock.now());
      return summary(park);
    },
  };
}
export type ParkFeeRulesService = ReturnType<typeof createParkFeeRulesService>;
