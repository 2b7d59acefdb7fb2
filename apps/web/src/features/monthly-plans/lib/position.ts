import { StorageKey } from '@parking/contracts';
import { browserStore } from '../../../lib/storage';

/** Where to look when the app knows no position yet: the city centre of the demo (西湖区). */
const FALLBACK = { lat: 30.2741, lng: 120.1551 };

/** The driver's last known position (stored by the home page), or the demo's city centre. */
export const driverPosition = () => ({
  lat: Number(browserStore.get(StorageKey.lat)) || FALLBACK.lat,
  lng: Number(browserStore.get(StorageKey.lng)) || FALLBACK.lng,
});
