import { describe, expect, it } from 'vitest';
import { readMapParams } from './map-params';

const read = (query: string) => readMapParams(new URLSearchParams(query));

describe('the map query', () => {
  it('opens on every park around the driver by default', () => {
    expect(read('')).toEqual({ mode: 'parks', parkKind: 'all', center: undefined, detail: undefined });
  });

  it.each([
    ['parkType=monthActive', 'bag'],
    ['parkType=bookActive', 'book'],
    ['parkType=other', 'all'],
  ])('%s filters parks to %s', (query, parkKind) => {
    expect(read(query).parkKind).toBe(parkKind);
  });

  it('isFromHome=2 shows charging stations', () => {
    expect(read('isFromHome=2').mode).toBe('stations');
  });

  it('centres on lng/lat, and opens a park or station detail', () => {
    expect(read('lng=120.1638&lat=30.2721&parkId=p1&isDetailPark=1')).toEqual({
      mode: 'parks',
      parkKind: 'all',
      center: { lat: 30.2721, lng: 120.1638 },
      detail: { kind: 'park', id: 'p1' },
    });
    expect(read('isFromHome=2&stationId=s1&isDetailCharge=1').detail).toEqual({ kind: 'station', id: 's1' });
  });

  it.each(['lat=91&lng=120', 'lat=30&lng=', 'lat=abc&lng=120', 'lat=30'])('ignores a bad centre: %s', (query) => {
    expect(read(query).center).toBeUndefined();
  });

  it('opens no detail without its isDetail flag', () => {
    expect(read('parkId=p1').detail).toBeUndefined();
  });
});
