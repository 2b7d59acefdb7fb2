import { randomBytes } from 'node:crypto';
import { AppError, ErrorCode } from '@parking/contracts';
import { isUniqueViolation } from '../../../db/errors';
import type { Clock } from '../../../clock';
import type { ParkRow, ParksRepository } from '../../parks';
import { feeRuleLabels, parseFeeRule, type FeeRule } from '../../tariffs';

/**
 * Parks as operators manage them: fee rules (append-only, validated with FeeRuleSchema before they are stored) and
 * the devices that report to them.
 */
export function createParkFeeRulesService({ parks, clock }: { parks: ParksRepository; clock: Clock }) {
  async function summary(park: ParkRow) {
    const current = await parks.currentFeeRule(park.id, clock.now());
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

    /** The dealer's gate cameras and handhelds (never their secrets). */
    async devicesOf(dealerId: string) {
      return (await parks.devicesOfDealer(dealerId)).map(({ device, parkName }) => ({
        deviceId: device.id,
        kind: device.kind as 'gate' | 'handheld',
        name: device.name,
        parkId: device.parkId,
        parkName,
        disabled: device.disabled,
        lastSeenAt: device.lastSeenAt?.toISOString() ?? null,
      }));
    },

    /** Registers a device at one of the dealer's parks; its secret is returned this once and never again. */
    async provisionDevice(
      dealerId: string,
      parkId: string,
      input: { deviceId: string; kind: 'gate' | 'handheld'; name: string },
    ): Promise<{ deviceId: string; secret: string }> {
      const park = await parks.parkOfDealer(dealerId, parkId);
      if (!park) throw new AppError(ErrorCode.NOT_FOUND, '车场不存在');
      if ((input.kind === 'gate') !== (park.kind === 'offStreet')) {
        throw new AppError(
          ErrorCode.INVALID_INPUT,
          input.kind === 'gate' ? '路内车场没有道闸' : '场库车场没有收费员泊位',
        );
      }
      const secret = randomBytes(32).toString('hex');
      try {
        await parks.insertDevice({ id: input.deviceId, dealerId, parkId, kind: input.kind, name: input.name, secret });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.CONFLICT, `设备编号 ${input.deviceId} 已存在`);
        throw error;
      }
      return { deviceId: input.deviceId, secret };
    },

    async setRule(dealerId: string, parkId: string, rule: FeeRule) {
      const park = await parks.parkOfDealer(dealerId, parkId);
      if (!park) throw new AppError(ErrorCode.NOT_FOUND, '车场不存在');
      await parks.addFeeRule(park, parseFeeRule(rule), clock.now());
      return summary(park);
    },
  };
}
export type ParkFeeRulesService = ReturnType<typeof createParkFeeRulesService>;
