import { describe, expect, it } from 'vitest';
import { ParkingRoutes } from '../parking/routes';
import { DEVICE_KEY_PATHS, DEVICE_KEY_PATTERN, VehiclePaths, plateMaterialPath, platePath } from './paths';

describe('vehicles paths', () => {
  it('sends the device key to the history and the lookup only', () => {
    expect(DEVICE_KEY_PATHS).toEqual([VehiclePaths.PLATE_HISTORY, ParkingRoutes.plateLookup.path]);
  });

  it('builds plate and material paths with the id encoded', () => {
    expect(platePath('a/b')).toBe('/driver/v2/api/plates/a%2Fb');
    expect(plateMaterialPath('x')).toBe('/driver/v2/api/plateMaterials/x');
  });

  it('takes device keys of 32 letters or digits only', () => {
    expect(DEVICE_KEY_PATTERN.test('a'.repeat(32))).toBe(true);
    for (const bad of ['a'.repeat(31), 'a'.repeat(33), `${'a'.repeat(31)}-`, ''])
      expect(DEVICE_KEY_PATTERN.test(bad)).toBe(false);
  });
});
