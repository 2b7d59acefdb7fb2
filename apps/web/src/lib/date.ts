// China has one time zone and no daylight saving, so Beijing time is UTC+8 all year: no Intl time-zone data needed.
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

const beijing = (iso: string): string | undefined => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? undefined : new Date(ms + BEIJING_OFFSET_MS).toISOString();
};

/** "2026-11-18 10:00" in Beijing time; '' for a value that is not a date. */
export const formatDateTime = (iso: string): string => beijing(iso)?.slice(0, 16).replace('T', ' ') ?? '';

/** "2026-11-18" in Beijing time; '' for a value that is not a date. */
export const formatDate = (iso: string): string => beijing(iso)?.slice(0, 10) ?? '';
