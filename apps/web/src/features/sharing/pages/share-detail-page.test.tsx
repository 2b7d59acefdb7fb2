import { SharingRoutes, type Share } from '@parking/contracts';
import { shanghaiDay, shanghaiDayStart } from '@parking/contracts/shanghai-time';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { at, fakeServer, ok } from '../../../test/fake-server';
import { renderApp, routeOf } from '../../../test/render-app';
import { windowCalendar, windowText } from '../lib/window-calendar';
import ShareDetailPage from './share-detail-page';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const shareId = '00000000-0000-4000-8000-000000000003';

/** A month's package, 18:00 to 09:00 the next morning, its 31 windows from 10 days ago on (Shanghai days). */
function nightWindows(now: number) {
  const today = shanghaiDayStart(now);
  return Array.from({ length: 31 }, (_, i) => {
    const from = today + (i - 10) * DAY + 18 * HOUR;
    return { from: new Date(from).toISOString(), to: new Date(from + 15 * HOUR).toISOString() };
  });
}

const aShare = (windows: Share['windows']): Share => ({
  shareId,
  productId: '00000000-0000-4000-8000-000000000001',
  parkId: '00000000-0000-4000-8000-000000000002',
  parkName: '杭州大厦购物城停车场',
  kind: 'package',
  kindName: '包期',
  name: '夜间包期',
  plateNo: '浙A12345',
  period: '2026-12',
  scheduleText: '每日 18:00-次日09:00',
  priceFen: 15_000,
  status: 'active',
  statusText: '生效中',
  windows,
  orderNo: 'P1',
  createdAt: '2026-11-20T00:00:00.000Z',
});

describe('windowCalendar (issue 44: a 31-row list with past windows)', () => {
  it('keeps the windows still going or to come, in whole Monday-first weeks', () => {
    const now = Date.parse('2026-12-02T18:40:00Z'); // Thursday 3 December, 02:40 in Shanghai
    const windows = nightWindows(now);
    const { weeks, ended } = windowCalendar(windows, now);
    // The window of 2 December (18:00 to 09:00 on the 3rd) is still going; the 9 before it ended.
    expect(ended).toBe(9);
    const days = weeks.flat().filter((d) => d.windows.length > 0);
    expect(days.map((d) => d.day)).toEqual(windows.slice(9).map((w) => shanghaiDay(w.from)));
    expect(weeks.every((week) => week.length === 7 && week[0]!.weekday === 0)).toBe(true);
    expect(weeks[0]![0]!.day).toBe('2026-11-30'); // the Monday of the week of 2 December
    expect(windowText(days[0]!.windows[0]!)).toBe('18:00 至 次日09:00');
    expect(windowCalendar(windows, Date.parse(windows[30]!.to)).weeks).toEqual([]);
  });
});

/** A calendar day's name past its figures: the day and its windows in full (its last child, read, not shown). */
const inFull = (day: HTMLElement) => day.lastElementChild!.textContent!.trim();

describe('/wrongTimePackageDetail 可停时段', () => {
  it('shows only the current and coming windows as a 7-column calendar; a day tapped reads its window', async () => {
    const now = Date.now();
    const windows = nightWindows(now);
    const ended = windows.filter((w) => Date.parse(w.to) <= now).length;
    vi.stubGlobal('fetch', fakeServer({ [at(SharingRoutes.share, { shareId })]: ok(aShare(windows)) }).fetch);
    renderApp({
      routes: [routeOf('/wrongTimePackageDetail', ShareDetailPage)],
      at: `/wrongTimePackageDetail?shareId=${shareId}`,
    });

    const calendar = await screen.findByRole('group', { name: '可停时段日历' });
    const days = within(calendar).getAllByRole('button');
    expect(days).toHaveLength(31 - ended);
    expect(screen.getByText(`已结束的 ${ended} 个时段不再显示`)).toBeTruthy();
    // A day whose window ended has no button; every day shown sits in its weekday's column (一 … 日 first).
    const gone = new Date(shanghaiDayStart(now) - 5 * DAY + 8 * HOUR);
    expect(days.some((d) => inFull(d).startsWith(`${gone.getUTCMonth() + 1}月${gone.getUTCDate()}日`))).toBe(false);
    const cells = [...calendar.children];
    expect(cells.slice(0, 7).map((c) => c.textContent)).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    expect((cells.length - 7) % 7).toBe(0);
    for (const day of days) {
      const column = (cells.indexOf(day) - 7) % 7;
      expect(inFull(day)).toContain(`周${'一二三四五六日'[column]}`);
    }

    // The first day to come is chosen; another tapped shows its window in full.
    expect(days[0]!.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(days[3]!);
    expect(days[3]!.getAttribute('aria-pressed')).toBe('true');
    const chosen = screen.getByRole('list', { name: '可停时段' });
    expect(chosen.textContent).toContain('18:00 至 次日09:00');
    expect(chosen.textContent).toContain(inFull(days[3]!).split(' ').slice(0, 2).join(' '));
  });

  it('says so when every window has ended', async () => {
    const windows = nightWindows(Date.now() - 40 * DAY);
    vi.stubGlobal('fetch', fakeServer({ [at(SharingRoutes.share, { shareId })]: ok(aShare(windows)) }).fetch);
    renderApp({
      routes: [routeOf('/wrongTimePackageDetail', ShareDetailPage)],
      at: `/wrongTimePackageDetail?shareId=${shareId}`,
    });
    expect(await screen.findByText('可停时段均已结束')).toBeTruthy();
    expect(screen.queryByRole('group', { name: '可停时段日历' })).toBeNull();
  });
});
