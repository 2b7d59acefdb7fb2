import { describe, expect, it } from 'vitest';
import { parkAvailability } from './park-availability';

describe('parkAvailability', () => {
  it.each([
    [{ isOnline: false, leftParkSpaceNum: 50, totalParkSpaceNum: 100 }, 'offline'],
    [{ isOnline: true, leftParkSpaceNum: 0, totalParkSpaceNum: 100 }, 'full'],
    [{ isOnline: true, leftParkSpaceNum: 9, totalParkSpaceNum: 20 }, 'few'],
    [{ isOnline: true, leftParkSpaceNum: 40, totalParkSpaceNum: 600 }, 'few'],
    [{ isOnline: true, leftParkSpaceNum: 60, totalParkSpaceNum: 600 }, 'plenty'],
    [{ isOnline: true, leftParkSpaceNum: 12, totalParkSpaceNum: 20 }, 'plenty'],
  ] as const)('%j → %s', (park, availability) => {
    expect(parkAvailability(park)).toBe(availability);
  });
});
