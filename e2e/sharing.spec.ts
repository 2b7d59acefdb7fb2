import { randomBytes } from 'node:crypto';
import { SharingRoutes, type SharingParkList } from '@parking/contracts';
import { shanghaiDay, shanghaiTime } from '@parking/contracts/shanghai-time';
import { apiUrl } from './support/api';
import { aPlate, gateEvent, PARKS } from './support/devices';
import { openLoggedIn, registerDriver } from './support/driver';
import { expect, test, type Page } from './support/test';
import { bindPlate, driverHeaders, owedFen, rechargeByApi } from './support/wallet';

/** SHARING_SHOTS=1: the main screens at 375 px into docs/screenshots/sharing-*.png. */
const shot = async (page: Page, name: string) => {
  if (!process.env.SHARING_SHOTS) return;
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `docs/screenshots/sharing-${name}.png`, fullPage: true });
};

/**
 * The last night that ended by 10:00 today or yesterday (Shanghai), as minutes ago from now: the demo's evening
 * package (每日 18:00–次日09:00) is bought for the current month, so that night must start in it.
 */
function lastNight(): { minutesAgo: (dayOffset: number, hour: number, minute: number) => number } | null {
  const now = Date.now();
  const today = shanghaiDay(now);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const tenToday = shanghaiTime(y, m, d, 10, 1);
  // The night starts the day before the morning it ends.
  const morning = now >= tenToday ? d : d - 1;
  if (morning - 1 < 1) return null;
  return {
    // Counted from the moment of the call, not the test's start: a slow flow before the gate event must not move the
    // read past its minute (an exit at 10:00:40 is 61 minutes over a 09:00 window).
    minutesAgo: (dayOffset, hour, minute) =>
      Math.ceil((Date.now() - shanghaiTime(y, m, morning - 1 + dayOffset, hour, minute)) / 60_000),
  };
}

test('a new user buys an evening package: in at 19:00, out 08:30 free; leaving at 10:00 is a violation, the score drops, the entry prompts', async ({
  page,
  request,
  baseURL,
}) => {
  const night = lastNight();
  test.skip(night === null, 'the first night of a month ends in the previous package month');
  test.setTimeout(60_000);
  const session = await registerDriver(request);
  await rechargeByApi(request, session.token, 50_000);
  const [first, second] = [aPlate(), aPlate()];
  await bindPlate(request, session.token, first);

  // Home's 错时共享 → the mall's evening package → this month, the car → pay from the balance.
  await openLoggedIn(page, session, '/home');
  await page.getByRole('button', { name: '错时共享', exact: true }).click();
  await expect(page).toHaveURL(/\/wrongTimeShare/);
  await expect(page.getByRole('link', { name: /夜间包期/ }).first()).toBeVisible();
  await shot(page, 'list');
  await page
    .getByRole('list', { name: `${PARKS.leaveFirst.name}的错时共享` })
    .getByRole('link', { name: /夜间包期/ })
    .click();
  await expect(page.getByRole('radio', { name: /本月/ })).toHaveAttribute('aria-checked', 'true');
  // The bound plate is a chip, already chosen: nothing retyped.
  await expect(page.getByRole('radio', { name: `${first.slice(0, 2)}·${first.slice(2)}` })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await shot(page, 'car-select');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('radio', { name: /余额支付/ }).click();
  await shot(page, 'pay');
  await page.getByRole('button', { name: '支付 150.00元' }).click();
  await expect(page.getByText('办理成功')).toBeVisible();
  await page.getByRole('button', { name: '查看我的错时共享' }).click();
  await expect(page.getByRole('list', { name: '我的错时共享' }).getByRole('link')).toContainText('生效中');
  await shot(page, 'manage');

  // A second car on a package of its own, bought through the API with the same product.
  const parks = (await (
    await request.get(apiUrl(SharingRoutes.sharingParks), { headers: driverHeaders(session.token) })
  ).json()) as { data: SharingParkList };
  const product = parks.data.results
    .find((p) => p.parkName === PARKS.leaveFirst.name)!
    .products.find((p) => p.name === '夜间包期')!;
  const bought = await request.post(apiUrl(SharingRoutes.buyShare), {
    headers: { ...driverHeaders(session.token), 'idempotency-key': randomBytes(16).toString('hex') },
    data: {
      productId: product.productId,
      plate: { plateNo: second },
      period: product.periods[0]!.period,
      payChannel: 6,
    },
  });
  expect((await bought.json()).data.state).toBe('paid');

  // A third car for next month, then cancelled on its detail screen: the park's rule says what goes back.
  const third = await request.post(apiUrl(SharingRoutes.buyShare), {
    headers: { ...driverHeaders(session.token), 'idempotency-key': randomBytes(16).toString('hex') },
    data: {
      productId: product.productId,
      plate: { plateNo: aPlate() },
      period: product.periods[1]!.period,
      payChannel: 6,
    },
  });
  expect((await third.json()).data.state).toBe('paid');
  const shares = (await (
    await request.get(apiUrl(SharingRoutes.shares), { headers: driverHeaders(session.token) })
  ).json()) as { data: { results: { shareId: string; period: string }[] } };
  const next = shares.data.results.find((s) => s.period === product.periods[1]!.period)!;
  await page.goto(`/wrongTimePackageDetail?shareId=${next.shareId}`);
  await page.getByRole('button', { name: '取消', exact: true }).click();
  const cancelDialog = page.getByRole('dialog');
  await expect(cancelDialog).toContainText('现在取消将退还 150.00元');
  await shot(page, 'cancel');
  await cancelDialog.getByRole('button', { name: '确认取消' }).click();
  await expect(page.getByText('已取消').first()).toBeVisible();

  // The simulator: in at 19:00, out at 08:30 the next morning: nothing owed.
  const at = night!.minutesAgo;
  await gateEvent(baseURL!, PARKS.leaveFirst, 'entry', first, at(0, 19, 0));
  // (Late uploads of past reads: the barrier has nothing to do now, what counts is what is owed.)
  await gateEvent(baseURL!, PARKS.leaveFirst, 'exit', first, at(1, 8, 30));
  expect(await owedFen(request, first)).toBe(0);
  // The second car leaves at 10:00: an hour past its window, owed as arrears, recorded as a violation.
  await gateEvent(baseURL!, PARKS.leaveFirst, 'entry', second, at(0, 19, 0));
  await gateEvent(baseURL!, PARKS.leaveFirst, 'exit', second, at(1, 10, 0));
  expect(await owedFen(request, second)).toBeGreaterThan(0);

  // The violation is recorded when the exit's event is handled (the outbox): ask until it is there.
  await expect
    .poll(async () => {
      const res = await request.get(apiUrl(SharingRoutes.sharingViolations), { headers: driverHeaders(session.token) });
      return ((await res.json()).data?.results ?? []).length;
    })
    .toBe(1);
  await page.goto('/violationRecord');
  await expect(page.getByRole('list', { name: '违规记录' })).toContainText('超出时段 60 分钟');
  await shot(page, 'violations');
  await page.goto('/integral');
  await expect(page.getByLabel('信用分', { exact: true })).toHaveText('-10');
  await shot(page, 'integral');

  // Below 0 the entry asks with the spec's words; confirming leads to the score.
  await page.goto('/wrongTimeShare');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('您的信用分低于0分，无法进行错时共享，是否前往查看信用分？');
  await shot(page, 'prompt');
  await dialog.getByRole('button', { name: '查看信用分' }).click();
  await expect(page).toHaveURL(/\/integral$/);
  await page.getByRole('button', { name: '信用分明细' }).click();
  await expect(page.getByRole('list', { name: '信用分明细' })).toContainText('-10');
  await shot(page, 'integral-list');
  await page.getByRole('link', { name: /超出时段 60 分钟/ }).click();
  await expect(page.getByLabel('变动分值')).toHaveText('-10');
  await shot(page, 'integral-result');
});
