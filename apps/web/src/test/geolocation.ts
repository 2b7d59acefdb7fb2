import { vi } from 'vitest';

export type GeoAnswer = 'grant' | 'deny' | 'wait';

/** A GPS fix (WGS-84) near 武林广场. */
export const GPS_FIX = { latitude: 30.2741, longitude: 120.1551 };

export function withGeolocation(geolocation: Partial<Geolocation> | undefined): void {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

/** A browser location service answering each request as told (then waiting forever). */
export function fakeGeolocation(answers: GeoAnswer[]) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    const answer = answers.shift() ?? 'wait';
    if (answer === 'grant') success({ coords: GPS_FIX } as GeolocationPosition);
    if (answer === 'deny') failure?.({ code: 1, message: 'denied' } as GeolocationPositionError);
  });
  withGeolocation({ getCurrentPosition });
  return getCurrentPosition;
}
