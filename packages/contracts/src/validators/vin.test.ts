import { describe, expect, it } from 'vitest';
import { isVin, normaliseVin, vinCheckDigit, vinProblem } from './vin';

describe('VIN (ISO 3779 check digit)', () => {
  it.each([
    ['1M8GDM9AXKP042788', null], // the standard's worked example: check digit X
    ['LSVAU218XN2183294', null],
    ['LGBH52E05HY000123', null],
    ['11111111111111111', null],
    ['1M8GDM9A1KP042788', '车架号校验位不正确，请核对'],
    ['1M8GDM9AXKP04278', '车架号为17位字母或数字'],
    ['1M8GDM9AXKP04278O', '车架号不含字母 I、O、Q'],
    ['IM8GDM9AXKP042788', '车架号不含字母 I、O、Q'],
    ['1M8GDM9AXKP04278-', '车架号为17位字母或数字'],
  ])('%s → %s', (vin, problem) => {
    expect(vinProblem(vin)).toBe(problem);
    expect(isVin(vin)).toBe(problem === null);
  });

  it('normalises what a driver types and computes the digit of any 17 characters', () => {
    expect(normaliseVin(' lfv2a21k0e 3000001 ')).toBe('LFV2A21K0E3000001');
    expect(vinCheckDigit('LSGBC5345HG000001')).toBe('7');
  });
});
