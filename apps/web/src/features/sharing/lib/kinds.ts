import type { SharingKind } from '@parking/contracts';
import * as screen from '../../../lib/screen-paths.gen';
import type { ScreenPath } from '../../../lib/screen-paths.gen';

/** The spec's screens per kind: packages (包期) and subscriptions (预约) go through twin screens. */
export const kindPaths: Record<
  SharingKind,
  {
    select: ScreenPath<'packageCarSelect' | 'subscribeCarSelect'>;
    pay: ScreenPath<'wrongTimePackagePay' | 'wrongTimeSubscribePay'>;
    done: string;
    detail: ScreenPath<'wrongTimePackageDetail' | 'wrongTimeSubscribeDetail'>;
  }
> = {
  package: {
    select: screen.packageCarSelect,
    pay: screen.wrongTimePackagePay,
    done: screen.packageHandleSucc,
    detail: screen.wrongTimePackageDetail,
  },
  subscription: {
    select: screen.subscribeCarSelect,
    pay: screen.wrongTimeSubscribePay,
    done: screen.subscribeHandleSucc,
    detail: screen.wrongTimeSubscribeDetail,
  },
};
