import { HomeEntryId, PlatBizType, type MenuConfig } from '@parking/contracts';
import { describe, expect, it } from 'vitest';
import { aHomeEntry, aMenuConfig } from '../../../test/builders';
import { visibleEntries } from './visible-entries';

const allIds = [...Object.values(HomeEntryId), 'SOMETHING_NEW'];
const visibleIds = (config: Partial<MenuConfig>) =>
  visibleEntries(
    allIds.map((id) => aHomeEntry(id)),
    aMenuConfig(config),
  ).map((e) => e.entryId);

describe('visibleEntries', () => {
  it('shows every configured entry, in order, when every flag is on', () => {
    expect(visibleIds({})).toEqual(allIds);
  });

  it.each([
    [{ bagPlan: null }, [HomeEntryId.BAG]],
    [{ diffTime: false }, [HomeEntryId.DIFF_TIME]],
    [{ walletPlan: false }, []],
    [{ walletPlan: false, supportBalance: false }, [HomeEntryId.ACCOUNT_RECHARGE]],
    [{ charging: false }, [HomeEntryId.CHARGING_STATION]],
    [{ elecInvoice: false }, [HomeEntryId.INVOICE]],
    [{ coupon: false }, [HomeEntryId.COUPON]],
    [{ platBizType: PlatBizType.PARKING }, [HomeEntryId.CHARGING_STATION]],
    [
      { platBizType: PlatBizType.CHARGING },
      [HomeEntryId.BAG, HomeEntryId.DIFF_TIME, HomeEntryId.PARK_COLLECTION, HomeEntryId.BOOK],
    ],
  ] as const)('with %o hides %o', (config, hidden) => {
    expect(allIds.filter((id) => !visibleIds(config).includes(id))).toEqual(
      [...hidden].sort((a, b) => allIds.indexOf(a) - allIds.indexOf(b)),
    );
  });

  it('leaves out an in-app entry whose screen this build does not have, never an external one', () => {
    const entries = [
      aHomeEntry(HomeEntryId.COUPON, { entryUrl: '/discount' }),
      aHomeEntry(HomeEntryId.VEHICLE_BINDING, { entryUrl: 'carManage' }),
      aHomeEntry(HomeEntryId.CUSTOMER_SERVICE, { entryType: 2, entryUrl: 'service-page' }),
    ];
    const built = (path: string) => path === '/carManage';
    expect(visibleEntries(entries, aMenuConfig(), built).map((e) => e.entryId)).toEqual([
      HomeEntryId.VEHICLE_BINDING,
      HomeEntryId.CUSTOMER_SERVICE,
    ]);
  });
});
