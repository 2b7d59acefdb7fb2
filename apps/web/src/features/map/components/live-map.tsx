import { useEffect, useEffectEvent, useRef } from 'react';
import type { LatLng } from '../../../location/coords';
import type { LoadedSdk } from '../lib/map-sdk';
import { createMapView, type MapMarker, type MapView } from '../lib/map-view';
import styles from './live-map.module.css';

/** The real map (AMap or Baidu) with the places as markers; tapping one selects it. */
export function LiveMap({
  sdk,
  center,
  markers,
  onSelect,
}: {
  sdk: LoadedSdk;
  center: LatLng;
  markers: readonly MapMarker[];
  onSelect: (id: string) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const view = useRef<MapView | undefined>(undefined);
  const select = useEffectEvent(onSelect);
  const initialCenter = useRef(center);

  useEffect(() => {
    if (!container.current) return;
    view.current = createMapView(sdk, container.current, initialCenter.current);
    return () => {
      view.current?.destroy();
      view.current = undefined;
    };
  }, [sdk]);

  useEffect(() => {
    view.current?.setCenter(center);
  }, [center]);

  useEffect(() => {
    view.current?.setMarkers(markers, (id) => select(id));
  }, [markers]);

  return <div ref={container} className={styles.map} aria-label="地图" role="application" />;
}
