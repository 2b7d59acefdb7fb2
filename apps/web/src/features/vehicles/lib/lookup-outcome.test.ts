import { describe, expect, it } from 'vitest';
import { lookupOutcome } from './lookup-outcome';

const plate = { plateNo: '浙A12345', plateColor: undefined };

describe('lookupOutcome', () => {
  it('stays on the screen when nothing is owed', () => {
    expect(lookupOutcome({ count: 0, uniqueId: null, arrearsOnly: false, parkId: null }, plate)).toEqual({
      kind: 'nothing',
    });
  });

  it.each([
    [false, '/payPage?uniqueId=s-1&parkId=p-9&isArreas=0'],
    [true, '/payPage?uniqueId=s-1&parkId=p-9&isArreas=1'],
  ])('opens /payPage for one bill (arrearsOnly %s)', (arrearsOnly, to) => {
    expect(lookupOutcome({ count: 1, uniqueId: 's-1', arrearsOnly, parkId: 'p-9' }, plate)).toEqual({
      kind: 'navigate',
      to,
    });
  });

  it('opens /multiPayPage with the plate, its colour and arrearsOnly for several bills', () => {
    const yellow = { plateNo: '浙A12345', plateColor: 2 as const };
    expect(lookupOutcome({ count: 3, uniqueId: null, arrearsOnly: true, parkId: null }, yellow)).toEqual({
      kind: 'navigate',
      to: `/multiPayPage?plateNo=${encodeURIComponent('浙A12345')}&plateColor=2&arrearsOnly=1`,
    });
    expect(lookupOutcome({ count: 2, uniqueId: null, arrearsOnly: false, parkId: null }, plate)).toEqual({
      kind: 'navigate',
      to: `/multiPayPage?plateNo=${encodeURIComponent('浙A12345')}&arrearsOnly=0`,
    });
  });
});
