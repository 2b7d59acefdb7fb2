import { DriverRoutes } from '@parking/contracts';
import { apiUrl } from './support/api';
import { expect, test, type Request } from './support/test';
import { openLoggedIn, registerDriver } from './support/driver';
import { SHORT_ACCESS_TOKEN_SECONDS, shortTokenBaseURL } from './support/servers';

// Against the second e2e server, whose access tokens live 5 seconds (ACCESS_TOKEN_TTL_SECONDS).
test.use({ baseURL: shortTokenBaseURL });

const AUTHED = [
  apiUrl(DriverRoutes.loginInfo),
  apiUrl(DriverRoutes.accountDeleteCheckList),
  apiUrl(DriverRoutes.accountDeleteCheckResult),
];

test('an expired access token is refreshed once for all the calls in flight, and the page loads as if nothing happened', async ({
  page,
  request,
}, info) => {
  test.setTimeout(60_000);
  // A driver logged in a while ago: registered through the API, tokens in the app's storage.
  const session = await registerDriver(request);
  const { phone, token, refreshToken } = session;
  await openLoggedIn(page, session, '/404');
  await page.waitForTimeout((SHORT_ACCESS_TOKEN_SECONDS + 1) * 1000);

  const calls: { path: string; status: number; auth: string | undefined }[] = [];
  const record = async (req: Request) => {
    const path = new URL(req.url()).pathname;
    if (!path.startsWith('/api/') || path.startsWith('/api/basic/')) return;
    const response = await req.response();
    calls.push({ path, status: response?.status() ?? 0, auth: (await req.allHeaders()).authorization });
  };
  page.on('requestfinished', (req) => void record(req));

  // The deletion page asks three things about the driver at once.
  await page.goto('/cancellation');
  await expect(page.getByText('已绑定手机号')).toBeVisible();
  await expect(page.getByText(`注销账号 ${phone.slice(0, 3)}****${phone.slice(7)}`)).toBeVisible();
  await page.screenshot({ path: info.outputPath('after-refresh.png') });

  await expect.poll(() => calls.filter((c) => AUTHED.includes(c.path) && c.status === 200).length).toBe(3);
  const refreshes = calls.filter((c) => c.path === apiUrl(DriverRoutes.refreshToken));
  expect(refreshes).toHaveLength(1);
  for (const path of AUTHED) {
    const tries = calls.filter((c) => c.path === path);
    expect(tries.map((t) => t.status)).toEqual([401, 200]);
    expect(tries[0]?.auth).toBe(`Bearer ${token}`);
    expect(tries[1]?.auth).not.toBe(`Bearer ${token}`);
  }
  const stored = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('refreshToken')]);
  expect(stored[0]).not.toBe(token);
  expect(stored[1]).not.toBe(refreshToken);
  await expect(page).toHaveURL(/\/cancellation$/);
});
