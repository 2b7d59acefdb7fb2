import { afterEach, describe, expect, it } from 'vitest';
import { rememberPlate } from '../lib/last-plate';
import { multiPayQuery } from './multi-pay-page';

const q = (search: string) => new URLSearchParams(search);

afterEach(() => sessionStorage.clear());

describe('which bills /multiPayPage lists', () => {
  it.each([
    ['a plate after a lookup', 'plateNo=浙A12345&plateColor=2', false, { plateNo: '浙A12345', plateColor: '2' }],
    [
      'a plate’s arrears only',
      'plateNo=浙A12345&arrearsOnly=1',
      false,
      { plateNo: '浙A12345', plateColor: '', arrearsOnly: '1' },
    ],
    [
      'a park’s bills of a plate',
      'plateNo=浙A12345&parkId=p1',
      false,
      { plateNo: '浙A12345', plateColor: '', parkId: 'p1' },
    ],
    ['the signed-in driver’s arrears (the home banner)', 'arrearsOnly=1', true, { arrearsOnly: '1' }],
    ['nothing to go on', '', true, undefined],
  ])('%s', (_, search, loggedIn, expected) => {
    const query = multiPayQuery(q(search), loggedIn);
    expect(query && Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined))).toEqual(expected);
  });

  it('a visitor sent by 0xd06510037 gets the arrears of the plate they were paying', () => {
    expect(multiPayQuery(q('arrearsOnly=1'), false)).toBeUndefined();
    rememberPlate({ plateNo: '浙A12345', plateColor: '' });
    expect(multiPayQuery(q('arrearsOnly=1'), false)).toEqual({ plateNo: '浙A12345', plateColor: '', arrearsOnly: '1' });
  });
});
