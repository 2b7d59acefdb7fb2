import { describe, it, expect } from 'vitest';
import * as contracts from '../index';

// The plate keyboard, the server and the device simulator import these from '@parking/contracts'.
const PLATE_NAMES = [
  'parsePlate',
  'isValidPlate',
  'normalizePlate',
  'plateSlots',
  'joinPlateSlots',
  'PlateNo',
  'PlateColor',
  'PlateColorParam',
  'PlateWithColor',
  'PlateCategory',
  'PLATE_COLOR_MESSAGE',
  'PLATE_ERROR_MESSAGES',
  'PLATE_PROVINCES',
  'PLATE_LETTERS',
  'PLATE_ISSUER_LETTERS',
  'PLATE_DIGITS',
  'SPECIAL_PLATE_SUFFIXES',
  'ARMED_POLICE_PREFIX',
  'ARMED_POLICE_SERVICE_CHARS',
  'NEW_ENERGY_PURE_ELECTRIC_LETTERS',
  'NEW_ENERGY_OTHER_LETTERS',
];

describe('@parking/contracts vehicles', () => {
  it.each(PLATE_NAMES)('exports %s', (name) => {
    expect(contracts).toHaveProperty(name);
    expect(contracts[name as keyof typeof contracts]).toBeDefined();
  });
});
