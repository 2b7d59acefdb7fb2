import { describe, expect, it } from 'vitest';
import { plateLook } from './plate-badge';

describe('plateLook: the colour a plate has on the road', () => {
  it.each([
    ['ordinary', null, '浙A12345', 'blue'],
    ['ordinary', 2, '浙A12345', 'yellow'],
    ['coach', 2, '浙A1234学', 'yellow'],
    ['newEnergy', null, '浙AD12345', 'green'],
    ['newEnergy', null, '浙A12345D', 'yellowGreen'],
    ['newEnergy', 2, '浙A12345F', 'yellowGreen'],
    ['police', null, '京A0006警', 'white'],
    ['armedPolice', null, 'WJ粤1234X', 'white'],
    ['emergency', null, '琼X1234应急', 'white'],
    ['hongKong', null, '粤Z1234港', 'black'],
    ['embassy', null, '224123使', 'black'],
    [undefined, null, '???', 'blue'],
  ] as const)('%s %s %s is %s', (category, plateColor, plateNo, look) => {
    expect(plateLook(category, plateColor, plateNo)).toBe(look);
  });
});
