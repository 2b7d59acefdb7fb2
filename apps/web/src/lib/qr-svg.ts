import { drawQrSvg } from './qr-svg-draw';

/**
 * A QR code's SVG markup, encoded in a worker. Encoding tries all eight masks and keeps the best (the standard's
 * rule): 20–25 ms of main-thread work on a first load here, four times that on a mid-range phone, one task that kept
 * a tap waiting. Where there is no worker (tests, a worker that failed to load) it is encoded here.
 */
export function qrSvg(text: string): Promise<string> {
  const encoder = qrWorker();
  if (!encoder) return Promise.resolve(drawQrSvg(text));
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, { text, resolve });
    encoder.postMessage({ id, text });
  });
}

let worker: Worker | undefined;
let failed = typeof Worker === 'undefined';
let nextId = 0;
const pending = new Map<number, { text: string; resolve: (svg: string) => void }>();

function qrWorker(): Worker | undefined {
  if (failed) return undefined;
  if (worker) return worker;
  worker = new Worker(new URL('./qr-svg.worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (event: MessageEvent<{ id: number; svg: string }>) => {
    pending.get(event.data.id)?.resolve(event.data.svg);
    pending.delete(event.data.id);
  });
  worker.addEventListener('error', () => {
    // Not loaded (offline before it was ever fetched): what was asked is encoded here, and so is all that follows.
    failed = true;
    worker = undefined;
    for (const { text, resolve } of pending.values()) resolve(drawQrSvg(text));
    pending.clear();
  });
  return worker;
}
