import type { SharingWindow } from '@parking/contracts';
import { useMemo, useState } from 'react';
import { WEEKDAYS, windowCalendar, windowText, type CalendarDay } from '../lib/window-calendar';
import styles from './sharing.module.css';

const dayName = (d: CalendarDay) => `${d.month}月${d.date}日 周${WEEKDAYS[d.weekday]}`;

/**
 * 可停时段 of a share as a calendar (issue 44): the days still to come in 7 columns by weekday, each day with a window
 * a 44 px button showing its date and start; the chosen day's windows read in full below. Past windows are left out.
 */
export function WindowCalendar({ windows, now }: { windows: readonly SharingWindow[]; now: number }) {
  const { weeks, ended } = useMemo(() => windowCalendar(windows, now), [windows, now]);
  const [chosen, setChosen] = useState<string | null>(null);
  const days = weeks.flat().filter((d) => d.windows.length > 0);
  const selected = days.find((d) => d.day === chosen) ?? days[0];
  if (!selected) {
    return <p className={styles.meta}>{windows.length > 0 ? '可停时段均已结束' : '暂无可停时段'}</p>;
  }
  return (
    <div className={styles.calendarBox}>
      <div className={styles.calendar} role="group" aria-label="可停时段日历">
        {WEEKDAYS.map((w) => (
          <span key={w} className={styles.weekday} aria-hidden="true">
            {w}
          </span>
        ))}
        {weeks.flat().map((d) =>
          d.windows.length === 0 ? (
            <span key={d.day} className={styles.offDay} aria-hidden="true">
              {d.date}
            </span>
          ) : (
            <button
              key={d.day}
              type="button"
              className={`${styles.day} ${d.day === selected.day ? styles.dayChosen : ''}`}
              aria-pressed={d.day === selected.day}
              onClick={() => setChosen(d.day)}
            >
              {/* Named by what it shows, then the day and its windows in full (WCAG 2.5.3, label in name). */}
              <span className={styles.date}>{d.date === 1 ? `${d.month}月` : d.date}</span>
              <span className={styles.clock}>{d.windows[0] ? windowText(d.windows[0]).split(' ')[0] : ''}</span>
              <span className={styles.dayInFull}>{` ${dayName(d)} ${d.windows.map(windowText).join('，')}`}</span>
            </button>
          ),
        )}
      </div>
      <ul className={styles.chosenDay} aria-label="可停时段">
        {selected.windows.map((w) => (
          <li key={w.from} className={styles.meta}>
            {dayName(selected)} {windowText(w)}
          </li>
        ))}
      </ul>
      {ended > 0 && <p className={styles.meta}>已结束的 {ended} 个时段不再显示</p>}
    </div>
  );
}
