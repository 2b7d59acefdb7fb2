// China has kept UTC+8 without daylight saving since 1991, so a fixed offset is exact for business times.
const OFFSET_MS = 8 * 60 * 60 * 1000;

function parts(date: Date): { day: string; time: string } {
  const iso = new Date(date.getTime() + OFFSET_MS).toISOString(); // 2026-06-01T10:00:00.000Z, shifted to +08:00
  return { day: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/** "2026-06-01 10:00:00" in Asia/Shanghai: Alipay's timestamp and time_expire format. */
export function formatShanghaiDateTime(date: Date): string {
  const { day, time } = parts(date);
  return `${day} ${time}`;
}

/** "2026-06-01T10:00:00+08:00": WeChat Pay's RFC 3339 time_expire. */
export function formatShanghaiRfc3339(date: Date): string {
  const { day, time } = parts(date);
  return `${day}T${time}+08:00`;
}

/** The business day (YYYY-MM-DD) of a moment in Asia/Shanghai. */
export function shanghaiDay(date: Date): string {
  return parts(date).day;
}

/** The first moment of the Asia/Shanghai day a moment falls in (00:00 +08:00). */
export const shanghaiDayStart = (date: Date): Date => new Date(`${shanghaiDay(date)}T00:00:00+08:00`);

const SHANGHAI_DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

/** Reads "2026-06-01 10:00:00" as Asia/Shanghai; undefined when it is not exactly that shape. */
export function parseShanghaiDateTime(text: string): Date | undefined {
  const match = SHANGHAI_DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const date = new Date(`${match[1]}T${match[2]}+08:00`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Reads an RFC 3339 time with an explicit offset; undefined otherwise. */
export function parseRfc3339(text: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** True for a real calendar day written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  return DAY.test(text) && shanghaiDay(new Date(`${text}T12:00:00+08:00`)) === text;
}
