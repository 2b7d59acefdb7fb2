import { describe, expect, it } from 'vitest';
import { gunNoOf } from './gun-code';

describe('gunNoOf', () => {
  it.each([
    ['33010001', '33010001'],
    [' ab12cd34 ', 'AB12CD34'],
    ['https://park.example.cn/chargingPage?gunNo=33010002', '33010002'],
    ['https://park.example.cn/chargingPage?gunNo=33010002&couponId=c1', '33010002'],
    ['hlht://33010003.MA01H3BQ2/', '33010003'],
  ])('%s is gun %s', (scanned, gunNo) => {
    expect(gunNoOf(scanned)).toBe(gunNo);
  });

  it.each([
    '',
    '12345',
    'https://park.example.cn/scanQRCode?token=abc',
    'https://park.example.cn/chargingPage',
    'https://park.example.cn/chargingPage?gunNo=33-01',
    'javascript:alert(1)//chargingPage?gunNo=33010001',
    'weixin://wxpay/bizpayurl?pr=abc',
    '欢迎光临',
  ])('%j is not a gun', (scanned) => {
    expect(gunNoOf(scanned)).toBeNull();
  });
});
