import { AppError, ErrorCode, type DriverIdResult, type ThirdIdResult, type ThirdType } from '@parking/contracts';
import type { AuthenticatedDriver } from '../sessions';
import type { DriversRepository } from './drivers.repository';

const notFound = () => new AppError(ErrorCode.NOT_FOUND, '未找到绑定的第三方账号');

/**
 * Lookups between a driver and their third-party identities (WeChat openid, Alipay buyer id). A driver learns only
 * about their own identities: asking about someone else's id is refused as if it did not exist, or as forbidden.
 */
export function createThirdIdsService(deps: { drivers: DriversRepository }) {
  const { drivers } = deps;
  return {
    async driverIdOf(driver: AuthenticatedDriver, thirdType: ThirdType, thirdId: string): Promise<DriverIdResult> {
      const owner = await drivers.findByThirdId(driver.dealerId, thirdType, thirdId);
      if (owner?.id !== driver.id) throw notFound();
      return { driverId: owner.id };
    },

    async thirdIdOf(driver: AuthenticatedDriver, driverId: string, thirdType: ThirdType): Promise<ThirdIdResult> {
      if (driverId !== driver.id) throw new AppError(ErrorCode.FORBIDDEN, '无权查看其他用户的信息');
      const found = (await drivers.thirdIdsOf(driver.id)).find((t) => t.thirdType === thirdType);
      if (!found) throw notFound();
      return { driverId, thirdType, thirdId: found.thirdId };
    },
  };
}
export type ThirdIdsService = ReturnType<typeof createThirdIdsService>;
