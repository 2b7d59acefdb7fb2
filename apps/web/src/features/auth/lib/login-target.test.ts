import { describe, expect, it } from 'vitest';
import { loginTarget, targetQuery } from './login-target';

const ORIGIN = 'https://park.example.cn';

describe('loginTarget', () => {
  it.each([
    ['', '/mine'],
    ['?redirect=%2FpayPage%3FuniqueId%3D9', '/payPage?uniqueId=9'],
    ['?redirect=/carManage', '/carManage'],
    [`?enCodeUrl=${encodeURIComponent(`${ORIGIN}/payPage?uniqueId=7#top`)}`, '/payPage?uniqueId=7#top'],
    [`?enCodeUrl=${encodeURIComponent(encodeURIComponent(`${ORIGIN}/payPage?uniqueId=7`))}`, '/payPage?uniqueId=7'],
    ['?redirect=/wallet&enCodeUrl=x', '/wallet'],
  ])('%s → %s', (search, target) => {
    expect(loginTarget(search, ORIGIN)).toBe(target);
  });

  it.each([
    ['another site', `?enCodeUrl=${encodeURIComponent('https://evil.example/x')}`],
    ['a protocol-relative redirect', '?redirect=//evil.example/x'],
    ['a backslash trick', '?redirect=/\\evil.example'],
    ['an absolute redirect', '?redirect=https://evil.example'],
    ['javascript:', '?redirect=javascript:alert(1)'],
    ['a login page (loop)', '?redirect=/login%3Fredirect%3D%2Fmine'],
    ['the register page', '?redirect=/registor'],
    ['an enCodeUrl to the login page', `?enCodeUrl=${encodeURIComponent(`${ORIGIN}/loginIndex`)}`],
  ])('ignores %s', (_case, search) => {
    expect(loginTarget(search, ORIGIN)).toBe('/mine');
  });
});

describe('targetQuery', () => {
  it('keeps redirect and enCodeUrl only', () => {
    expect(targetQuery('?redirect=%2Fwallet&tab=code&enCodeUrl=abc')).toBe('?redirect=%2Fwallet&enCodeUrl=abc');
    expect(targetQuery('?tab=code')).toBe('');
  });
});
