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
    [{ walletPlan: false }, [HomeEntryId.ACCOUNT_RECHARGE]],
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
});
