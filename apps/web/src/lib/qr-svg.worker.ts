// Encodes QR codes off the main thread (lib/qr-svg.ts): one message in (`{ id, text }`), one out (`{ id, svg }`).
import { drawQrSvg } from './qr-svg-draw';

addEventListener('message', (event: MessageEvent<{ id: number; text: string }>) => {
  const { id, text } = event.data;
  postMessage({ id, svg: drawQrSvg(text) });
});
