import { StorageKey } from '@parking/contracts';
import { useEffect, useState } from 'react';
import type { KeyValueStore } from '../../../lib/storage';

export interface Coordinates {
  lat: number;
  lng: number;
}

export type PositionState =
  { status: 'locating' } | { status: 'unsupported' } | { status: 'failed' } | ({ status: 'located' } & Coordinates);

// A minute-old fix is good enough to find parks, and a cached one answers at once on a slow GPS.
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 };

/**
 * The driver's position: given coordinates (the map's lat/lng query) are used as they are; otherwise the browser is
 * asked once on mount and again on `relocate()`. A fix is stored as lat/lng for the other pages.
 */
export function useCurrentPosition(store: KeyValueStore, given?: Coordinates) {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  const [state, setState] = useState<PositionState>(() => {
    if (given) return { status: 'located', ...given };
    return geolocation ? { status: 'locating' } : { status: 'unsupported' };
  });

  const request = () => {
    geolocation?.getCurrentPosition(
      ({ coords }) => {
        store.set(StorageKey.lat, String(coords.latitude));
        store.set(StorageKey.lng, String(coords.longitude));
        setState({ status: 'located', lat: coords.latitude, lng: coords.longitude });
      },
      () => setState({ status: 'failed' }),
      POSITION_OPTIONS,
    );
  };

  useEffect(() => {
    if (state.status === 'locating') request();
    // Only the first render's state decides whether to ask; later requests come from relocate().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const relocate = () => {
    if (!geolocation) return;
    setState({ status: 'locating' });
    request();
  };

  return { state, relocate };
}
