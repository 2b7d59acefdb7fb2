import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every time on screen is Shanghai time, whatever the desk's clock says. */
export const SHANGHAI = 'Asia/Shanghai';

/** `2026-12-02 13:05` in Shanghai time; an empty string for none. */
export const formatTime = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).tz(SHANGHAI).format('YYYY-MM-DD HH:mm') : '';

/** Money on screen: 元 from fen, the one formatter of the project (`1234` → `12.34元`). */
export { formatFen } from '@parking/contracts';
