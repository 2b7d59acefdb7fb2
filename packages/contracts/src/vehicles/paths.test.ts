import { describe, expect, it } from 'vitest';
import { ParkingRoutes } from '../parking/routes';
import { DEVICE_KEY_PATTERN } from './paths';
import { VehicleRoutes } from './routes';

describe('vehicles device key', () => {
  it('is sent to the plate history and the plate lookup only', () => {
    const flagged = [...Object.values(VehicleRoutes), ...Object.values(ParkingRoutes)].filter((r) => r.deviceKey);
    expect(flagged).toEqual([VehicleRoutes.plateHistory, VehicleRoutes.deletePlateHistory, ParkingRoutes.plateLookup]);
  });

  it('takes device keys of 32 letters or digits only', () => {
    expect(DEVICE_KEY_PATTERN.test('a'.repeat(32))).toBe(true);
    for (const bad of ['a'.repeat(31), 'a'.repeat(33), `${'a'.repeat(31)}-`, ''])
      expect(DEVICE_KEY_PATTERN.test(bad)).toBe(false);
  });
});
