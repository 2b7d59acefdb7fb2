import type { HomeFuncEntry } from '@parking/contracts';
import { describe, expect, it } from 'vitest';
import { entryAction } from './entry-action';

const entry = (over: Partial<HomeFuncEntry>): HomeFuncEntry => ({
  entryId: 'BAG',
  entryName: '月卡',
  entryType: 1,
  icon: '',
  needLogin: false,
  entryUrl: '/monthParking',
  ...over,
});

describe('entryAction', () => {
  it.each([
    ['an in-app route', entry({}), false, { kind: 'navigate', to: '/monthParking' }],
    [
      'a route written without a slash',
      entry({ entryUrl: 'invoiceManage' }),
      false,
      { kind: 'navigate', to: '/invoiceManage' },
    ],
    [
      'a login-only route, anonymous',
      entry({ needLogin: true }),
      false,
      { kind: 'navigate', to: '/login?redirect=%2FmonthParking' },
    ],
    ['a login-only route, logged in', entry({ needLogin: true }), true, { kind: 'navigate', to: '/monthParking' }],
    [
      'an external page',
      entry({ entryType: 2, entryUrl: 'etc-apply' }),
      false,
      { kind: 'external', pageId: 'etc-apply', needLogin: false },
    ],
    [
      'a login-only external page, anonymous',
      entry({ entryType: 2, entryUrl: 'etc', needLogin: true }),
      false,
      { kind: 'navigate', to: '/login?redirect=%2Fhome' },
    ],
  ])('%s', (_, item, loggedIn, expected) => {
    expect(entryAction(item, loggedIn)).toEqual(expected);
  });
});
