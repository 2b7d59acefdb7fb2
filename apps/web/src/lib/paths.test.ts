import { describe, expect, it } from 'vitest';
import { href, loginPath, loginRedirect, withQuery } from './paths';
import * as screen from './screen-paths.gen';

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

describe('href', () => {
  it('writes a screen with the query its type names, skipping empty values', () => {
    expect(href(screen.mounthlyDetail, { planId: 'p1' })).toBe('/mounthlyDetail?planId=p1');
    expect(href(screen.mounthlyNotarize, { parkId: 'k1', startDate: undefined })).toBe('/mounthlyNotarize?parkId=k1');
    // @ts-expect-error -- /mounthlyDetail takes a planId, nothing else
    expect(href(screen.mounthlyDetail, { wrong: 1 })).toBe('/mounthlyDetail?wrong=1');
    // @ts-expect-error -- a screen with no declared query takes none (navigate to screen.carManage)
    expect(href(screen.carManage, { plateId: 'x' })).toBe('/carManage?plateId=x');
  });
});
