import { gcj02ToBd09, type LatLng } from '../../../location/coords';
import type { LoadedSdk } from './map-sdk';

export type MarkerTone = 'plenty' | 'few' | 'full' | 'offline' | 'me';

export interface MapMarker {
  id: string;
  /** GCJ-02. */
  position: LatLng;
  /** Short text on the marker: spaces or connectors left. */
  label: string;
  tone: MarkerTone;
}

/** What the page needs from a real map, whichever SDK draws it. */
export interface MapView {
  setCenter(center: LatLng): void;
  setMarkers(markers: readonly MapMarker[], onClick: (id: string) => void): void;
  destroy(): void;
}

const TONE_COLOR: Record<MarkerTone, string> = {
  plenty: 'var(--app-success-solid)',
  few: 'var(--app-warning-solid)',
  full: 'var(--app-danger-solid)',
  offline: 'var(--app-neutral-solid)',
  me: 'var(--app-primary-solid)',
};

const labelHtml = (marker: MapMarker) =>
  `<div style="padding:2px 6px;border-radius:10px;color:#fff;font-size:12px;white-space:nowrap;background:${TONE_COLOR[marker.tone]}">${marker.label.replace(/[<>&"]/g, '')}</div>`;

type Ctor = new (...args: unknown[]) => Record<string, (...args: unknown[]) => unknown>;
const ctor = (sdk: Record<string, unknown>, name: string) => sdk[name] as Ctor;

/** AMap JS API 1.4.x: GCJ-02 natively. */
function amapView(AMap: Record<string, unknown>, container: HTMLElement, center: LatLng): MapView {
  const map = new (ctor(AMap, 'Map'))(container, { center: [center.lng, center.lat], zoom: 15, resizeEnable: true });
  let markers: Record<string, (...args: unknown[]) => unknown>[] = [];
  return {
    setCenter: (p) => void map.setCenter!([p.lng, p.lat]),
    setMarkers(list, onClick) {
      map.remove!(markers);
      markers = list.map((m) => {
        const marker = new (ctor(AMap, 'Marker'))({
          position: [m.position.lng, m.position.lat],
          content: labelHtml(m),
          title: m.label,
          extData: m.id,
        });
        if (m.tone !== 'me') marker.on!('click', () => onClick(m.id));
        return marker;
      });
      map.add!(markers);
    },
    destroy: () => void map.destroy!(),
  };
}

/** Baidu JS API: BD-09, so every position is converted on the way in. */
function baiduView(BMap: Record<string, unknown>, container: HTMLElement, center: LatLng): MapView {
  const point = (p: LatLng) => {
    const bd = gcj02ToBd09(p);
    return new (ctor(BMap, 'Point'))(bd.lng, bd.lat);
  };
  const map = new (ctor(BMap, 'Map'))(container);
  map.centerAndZoom!(point(center), 16);
  let markers: Record<string, (...args: unknown[]) => unknown>[] = [];
  return {
    setCenter: (p) => void map.panTo!(point(p)),
    setMarkers(list, onClick) {
      for (const marker of markers) map.removeOverlay!(marker);
      markers = list.map((m) => {
        const marker = new (ctor(BMap, 'Marker'))(point(m.position));
        marker.setLabel!(new (ctor(BMap, 'Label'))(labelHtml(m), { offset: new (ctor(BMap, 'Size'))(-12, -28) }));
        if (m.tone !== 'me') marker.addEventListener!('click', () => onClick(m.id));
        map.addOverlay!(marker);
        return marker;
      });
    },
    destroy: () => void map.clearOverlays!(),
  };
}

/** A map drawn by the loaded SDK in `container`, centred on `center` (GCJ-02). */
export function createMapView(sdk: LoadedSdk, container: HTMLElement, center: LatLng): MapView {
  return sdk.kind === 'amap' ? amapView(sdk.AMap, container, center) : baiduView(sdk.BMap, container, center);
}
