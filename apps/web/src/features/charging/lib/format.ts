import { touBandText, type BandPriceView, type TouBand } from '@parking/contracts';

/** "1小时05分" / "12分30秒" from seconds. */
export function formatElapsed(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h}小时${String(m).padStart(2, '0')}分`;
  return `${m}分${String(s).padStart(2, '0')}秒`;
}

/** "1.2500元/度" → "1.25元/度" (at least two decimals). */
export function perKwh(yuan: string): string {
  const [whole, decimals = ''] = yuan.split('.');
  return `${whole}.${decimals.replace(/0+$/, '').padEnd(2, '0')}元/度`;
}

/** "峰 13:00-19:00". */
export const bandLabel = (p: Pick<BandPriceView, 'band' | 'from' | 'to'>) => `${touBandText[p.band]} ${p.from}-${p.to}`;
export const bandName = (band: TouBand) => `${touBandText[band]}时段`;

/** "0.50元/分钟，15分钟内免费，封顶30.00元". */
export function occupationRuleText(rule: { graceMinutes: number; perMinuteFen: number; capFen: number }): string {
  const yuan = (fen: number) => (fen / 100).toFixed(2);
  return `充电结束${rule.graceMinutes}分钟内免费，超出${yuan(rule.perMinuteFen)}元/分钟，封顶${yuan(rule.capFen)}元`;
}
