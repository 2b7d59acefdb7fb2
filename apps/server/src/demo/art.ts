import { HomeEntryId } from '@parking/contracts';

/** Demo pictures drawn as SVG, embedded as data URLs so the demo needs no image files or network. */
const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

// 24×24 line drawings, stroked white on the tile's colour.
const GLYPHS: Record<HomeEntryId, string> = {
  [HomeEntryId.BAG]: '<rect x="5" y="6" width="14" height="13" rx="2"/><path d="M5 10h14M9 4v4M15 4v4M9 14h6"/>',
  [HomeEntryId.DIFF_TIME]: '<circle cx="12" cy="12" r="7.5"/><path d="M12 8v4l3 2"/>',
  [HomeEntryId.ACCOUNT_RECHARGE]:
    '<circle cx="12" cy="12" r="7.5"/><path d="M9 8l3 4 3-4M12 12v5M9.5 13h5M9.5 15.5h5"/>',
  [HomeEntryId.VEHICLE_BINDING]:
    '<path d="M4.5 16v-3.5L7 8h10l2.5 4.5V16z"/><circle cx="8" cy="16" r="1.6"/><circle cx="16" cy="16" r="1.6"/>',
  [HomeEntryId.OPEN_WITHHOLD]: '<path d="M12 4l7 3v5c0 4-3 7-7 8-4-1-7-4-7-8V7z"/><path d="M9 12l2 2 4-4"/>',
  [HomeEntryId.CHARGING_STATION]: '<path d="M13 3L6 13h5l-1 8 7-10h-5z"/>',
  [HomeEntryId.INVOICE]: '<path d="M7 4h10v16l-2.5-1.5L12 20l-2.5-1.5L7 20z"/><path d="M10 9h4M10 13h4"/>',
  [HomeEntryId.COUPON]: '<path d="M4 8h16v3a1.5 1.5 0 000 3v3H4v-3a1.5 1.5 0 000-3z"/><path d="M14.5 9v7"/>',
  [HomeEntryId.CUSTOMER_SERVICE]:
    '<path d="M6 14v-2a6 6 0 0112 0v2"/><rect x="4" y="13" width="4" height="5" rx="1"/><rect x="16" y="13" width="4" height="5" rx="1"/>',
  [HomeEntryId.PARK_COLLECTION]: '<path d="M12 4l2.4 5 5.6.6-4.2 3.8 1.2 5.6L12 16.2 7 19l1.2-5.6L4 9.6 9.6 9z"/>',
  [HomeEntryId.BOOK]:
    '<rect x="5" y="6" width="14" height="13" rx="2"/><path d="M5 10h14M9 4v4M15 4v4M9.5 14.5l2 2 3.5-3.5"/>',
};

/** A 48×48 rounded tile with the entry's glyph. */
export function entryIcon(entryId: HomeEntryId, color: string): string {
  return svgDataUrl(
    '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">' +
      `<rect width="48" height="48" rx="14" fill="${color}"/>` +
      '<g transform="translate(12 12)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
      `${GLYPHS[entryId]}</g></svg>`,
  );
}

const FONT = "font-family=\"'PingFang SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif\"";

/** A 750×300 banner: a gradient with a headline and a line of small print. */
export function bannerPicture(title: string, subtitle: string, from: string, to: string): string {
  return svgDataUrl(
    '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">' +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
      `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      '<rect width="750" height="300" fill="url(#g)"/>' +
      '<circle cx="640" cy="60" r="150" fill="#fff" fill-opacity=".08"/>' +
      `<text x="56" y="140" ${FONT} font-size="52" font-weight="700" fill="#fff">${title}</text>` +
      `<text x="56" y="200" ${FONT} font-size="28" fill="#fff" fill-opacity=".9">${subtitle}</text></svg>`,
  );
}

/** A 240×160 news thumbnail with a short caption. */
export function newsPicture(caption: string, color: string): string {
  return svgDataUrl(
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160">' +
      `<rect width="240" height="160" fill="${color}"/>` +
      '<path d="M0 120l60-40 50 30 60-50 70 40v60H0z" fill="#fff" fill-opacity=".18"/>' +
      `<text x="120" y="72" text-anchor="middle" ${FONT} font-size="26" font-weight="700" fill="#fff">${caption}</text></svg>`,
  );
}
