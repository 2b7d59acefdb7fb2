import { renderSVG } from 'uqr';

/** `text` as a QR code's SVG markup, with the two-module quiet border every code of the app has. */
export const drawQrSvg = (text: string): string => renderSVG(text, { border: 2 });
