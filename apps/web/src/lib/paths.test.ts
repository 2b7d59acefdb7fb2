import { describe, expect, it } from 'vitest';
import { loginPath, loginRedirect, withQuery } from './paths';

describe('loginRedirect', () => {
  it.each([
    ['/plateSearch', '/plateSearch'],
    ['/carManage?x=1', '/carManage?x=1'],
    ['/login', undefined],
    ['/login?redirect=%2Fhome', undefined],
    ['/loginIndex', undefined],
    ['/loginIndex#top', undefined],
    ['', undefined],
  ])('from %j is %j', (current, expected) => {
    expect(loginRedirect(current)).toBe(expected);
  });

  it('makes the login path carry it, encoded, or nothing on login pages', () => {
    expect(loginPath('/plateSearch?a=1&b=2')).toBe('/login?redirect=%2FplateSearch%3Fa%3D1%26b%3D2');
    expect(loginPath('/loginIndex')).toBe('/login');
  });
});

describe('withQuery', () => {
  it('appends the non-empty values, encoded', () => {
    expect(withQuery('/multiPayPage', { plateNo: '浙A12345', plateColor: '', arrearsOnly: 0, x: null })).toBe(
      '/multiPayPage?plateNo=%E6%B5%99A12345&arrearsOnly=0',
    );
    expect(withQuery('/carManage', {})).toBe('/carManage');
  });
});
