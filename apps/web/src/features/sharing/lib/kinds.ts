import type { SharingKind } from '@parking/contracts';

/** The spec's screens per kind: packages (包期) and subscriptions (预约) go through twin screens. */
export const kindPaths: Record<SharingKind, { select: string; pay: string; done: string; detail: string }> = {
  package: {
    select: '/packageCarSelect',
    pay: '/wrongTimePackagePay',
    done: '/packageHandleSucc',
    detail: '/wrongTimePackageDetail',
  },
  subscription: {
    select: '/subscribeCarSelect',
    pay: '/wrongTimeSubscribePay',
    done: '/subscribeHandleSucc',
    detail: '/wrongTimeSubscribeDetail',
  },
};
